import { type El, kid, kids } from '../course-draft/xml.js';
import { textAll, values } from './qti-xml.js';

/**
 * What an item's `<responseDeclaration>`s and `<responseProcessing>` say about grading, in the terms our model
 * needs: the right response of each interaction, the credit of each mapped value, and which feedback shows when
 * the answer is right or wrong. The standard templates (match_correct, map_response, map_response_point) are
 * read by name; custom processing is read as far as `responseIf` branches that compare a response with its
 * correct value or a fixed value and set SCORE and a feedback outcome, which is what authoring tools write.
 */
export interface ResponseDecl {
  id: string;
  cardinality: string;
  baseType: string;
  correct: string[];
  mapping: { key: string; value: number; caseSensitive: boolean }[];
  areas: { shape: string; coords: number[]; value: number }[];
}

export interface Grading {
  decls: Map<string, ResponseDecl>;
  /** match_correct, map_response, map_response_point, custom, or none. */
  template: string;
  /** Feedback outcome values set when the answer is right / wrong: `OUTCOME id`. */
  rightFeedback: Set<string>;
  wrongFeedback: Set<string>;
  /** Feedback outcomes set to a response's value (per-choice feedback): outcome -> response. */
  feedbackFromResponse: Map<string, string>;
  /** What could not be read, for warnings. */
  notes: string[];
}

function readDecl(el: El): ResponseDecl {
  const mapping = kid(el, 'mapping');
  const caseDefault = mapping?.attrs.caseSensitive;
  return {
    id: el.attrs.identifier ?? '',
    cardinality: el.attrs.cardinality ?? 'single',
    baseType: el.attrs.baseType ?? 'identifier',
    correct: values(kid(el, 'correctResponse')),
    mapping: kids(mapping, 'mapEntry').map((m) => ({
      key: (m.attrs.mapKey ?? '').trim(),
      value: Number(m.attrs.mappedValue ?? 0),
      caseSensitive: (m.attrs.caseSensitive ?? caseDefault ?? 'true') !== 'false',
    })),
    areas: kids(kid(el, 'areaMapping'), 'areaMapEntry').map((a) => ({
      shape: a.attrs.shape ?? 'default',
      coords: (a.attrs.coords ?? '').split(',').map((n) => Number(n.trim())),
      value: Number(a.attrs.mappedValue ?? 0),
    })),
  };
}

const BRANCHES = new Set(['responseIf', 'responseElseIf', 'responseElse']);
const ACTIONS = new Set(['setOutcomeValue', 'responseCondition', 'exitResponse', 'lookupOutcomeValue']);

/** Whether a branch gives credit: it sets SCORE to a positive number or to another variable (MAXSCORE). */
function givesCredit(branch: El): boolean {
  return kids(branch, 'setOutcomeValue').some((s) => {
    if (s.attrs.identifier !== 'SCORE') return false;
    const base = kid(s, 'baseValue');
    if (base) return Number(textAll(base)) > 0;
    const v = kid(s, 'variable');
    if (v) return v.attrs.identifier !== 'SCORE';
    return kid(s, 'sum') !== undefined;
  });
}

export function readGrading(item: El): Grading {
  const decls = new Map(kids(item, 'responseDeclaration').map((d) => [d.attrs.identifier ?? '', readDecl(d)]));
  const rp = kid(item, 'responseProcessing');
  const out: Grading = {
    decls,
    template: 'none',
    rightFeedback: new Set(),
    wrongFeedback: new Set(),
    feedbackFromResponse: new Map(),
    notes: [],
  };
  if (!rp) return out;
  const tpl = `${rp.attrs.template ?? ''} ${rp.attrs.templateLocation ?? ''}`;
  const named = /(map_response_point|map_response|match_correct)/.exec(tpl)?.[1];
  if (named) {
    out.template = named;
    return out;
  }
  if (kids(rp).length === 0) {
    if (tpl.trim()) out.notes.push(`the response processing template ${tpl.trim()} is not one we read`);
    return out;
  }
  out.template = 'custom';
  const visit = (list: El[], credit: boolean | null) => {
    for (const el of list) {
      if (el.name === 'responseCondition') {
        for (const branch of kids(el).filter((b) => BRANCHES.has(b.name))) {
          const condition = kids(branch).find((c) => !ACTIONS.has(c.name));
          const right = givesCredit(branch) || (condition !== undefined && isMatchCorrect(condition));
          if (condition) readCondition(condition, right, out);
          visit(kids(branch), right);
        }
      } else if (el.name === 'setOutcomeValue' && el.attrs.identifier !== 'SCORE') {
        const outcome = el.attrs.identifier ?? '';
        const base = kid(el, 'baseValue');
        const variable = kid(el, 'variable');
        if (base && credit !== null) (credit ? out.rightFeedback : out.wrongFeedback).add(`${outcome} ${textAll(base).trim()}`);
        else if (variable && decls.has(variable.attrs.identifier ?? ''))
          out.feedbackFromResponse.set(outcome, variable.attrs.identifier ?? '');
      }
    }
  };
  visit(kids(rp), null);
  return out;
}

function isMatchCorrect(cond: El): boolean {
  return cond.name === 'match' && kid(cond, 'correct') !== undefined;
}

/**
 * A right branch comparing a response with a fixed value (`match(variable, baseValue)`) says what is right
 * when the declaration has no correctResponse; a second such branch is an alternative we cannot keep.
 */
function readCondition(cond: El, right: boolean, out: Grading): void {
  if (!right || cond.name !== 'match') return;
  const v = kid(cond, 'variable')?.attrs.identifier;
  const base = kid(cond, 'baseValue') ?? kid(kid(cond, 'multiple'), 'baseValue');
  const decl = v ? out.decls.get(v) : undefined;
  if (!decl || !base) return;
  const given = kid(cond, 'multiple')
    ? kids(kid(cond, 'multiple'), 'baseValue').map((b) => textAll(b).trim())
    : decl.cardinality === 'single'
      ? [textAll(base).trim()]
      : textAll(base).trim().split(/\s+/);
  if (decl.correct.length === 0) decl.correct = given;
  else if (given.join(' ') !== decl.correct.join(' '))
    out.notes.push(`another right answer (${given.join(' ')}) is not kept: only ${decl.correct.join(' ')} counts as right`);
}
