import { surveyChoiceTakesOptions } from '@continuum/contracts';
import { normaliseAnswerText } from '../answers/text-match.js';
import type { Inquiry } from './inquiry-schema.js';
import { visitBranchLevels, visitSurveySteps } from './inquiry-tree.js';
import { malformedPlaceholders, placeholderNames } from './story-placeholders.js';

/** A rule across fields that zod cannot express, broken in an authored inquiry; `path` is dotted. */
export interface InquiryProblem {
  path: string;
  message: string;
}
type Report = (path: string, message: string) => void;

/** Every id an inquiry declares below its own, with where it is declared. */
function declaredIds(q: Inquiry): [path: string, id: string][] {
  const list = (name: string, entries: readonly { id: string }[]): [string, string][] =>
    entries.map((e, i) => [`${name}.${i}.id`, e.id]);
  switch (q.type) {
    case 'MULTIPLE_CHOICE':
    case 'STUDENT_POLL':
      return list('choices', q.choices);
    case 'MATCHING_DND_GRP':
      return [...list('targets', q.targets), ...list('items', q.items)];
    case 'MATCHING_DND_ANSWERS':
      return [...list('choices', q.choices), ...list('matches', q.matches)];
    case 'HOT_SPOT':
      return list('spots', q.spots);
    case 'BRANCHING': {
      const ids: [string, string][] = [];
      visitBranchLevels(q.branchingChoices, 'branchingChoices', (level, path) => ids.push(...list(path, level)));
      return ids;
    }
    case 'SURVEY': {
      const ids: [string, string][] = [];
      visitSurveySteps(q.surveyChoices, 'surveyChoices', (step, path) => {
        ids.push([`${path}.id`, step.id], ...list(`${path}.options`, step.options ?? []));
      });
      return ids;
    }
    default:
      return [];
  }
}

/** Ids are unique across the whole inquiry: answers and optionFeedback name entries by id alone. */
function checkUniqueIds(q: Inquiry, report: Report): void {
  const first = new Map<string, string>();
  for (const [path, id] of declaredIds(q)) {
    const earlier = first.get(id);
    if (earlier) report(path, `id "${id}" is already used at ${earlier}`);
    else first.set(id, path);
  }
}

function checkCompleteStory(q: Extract<Inquiry, { type: 'COMPLETE_STORY' }>, report: Report): void {
  const names = placeholderNames(q.text);
  if (names.length === 0) report('text', 'text has no [[name]] placeholder to fill');
  for (const span of malformedPlaceholders(q.text))
    report('text', `${span} is not a placeholder: names use letters, digits and underscores`);
  const blanks = new Map(Object.entries(q.blanks));
  for (const name of names) if (!blanks.has(name)) report('blanks', `[[${name}]] in text has no blanks entry`);
  for (const [name, blank] of blanks) {
    if (!names.includes(name)) report(`blanks.${name}`, `blank "${name}" is not used in text`);
    if (blank.answers.some((a) => a.trim() === '')) report(`blanks.${name}.answers`, 'an accepted answer is blank');
    // Compared the way the grader compares, so this fires exactly when no offered option can be right.
    const offered = new Set(blank.options?.map((o) => normaliseAnswerText(o)));
    if (blank.options && !blank.answers.some((a) => offered.has(normaliseAnswerText(a))))
      report(`blanks.${name}.options`, 'none of the accepted answers is among the options');
  }
}

/** Rules of each type that a schema cannot state; an empty list means the inquiry can be imported. */
export function inquiryProblems(q: Inquiry): InquiryProblem[] {
  const problems: InquiryProblem[] = [];
  const report: Report = (path, message) => problems.push({ path, message });
  checkUniqueIds(q, report);
  switch (q.type) {
    case 'MULTIPLE_CHOICE': {
      const correct = q.choices.filter((c) => c.correct).length;
      if (correct === 0) report('choices', 'at least one choice must be correct');
      if (correct > 1 && !q.multiple) report('multiple', `multiple must be true: ${correct} choices are correct`);
      break;
    }
    case 'TEXT_EDIT':
      if (q.acceptable?.some((a) => a.trim() === '')) report('acceptable', 'an acceptable answer is blank');
      break;
    case 'MATCHING_DND_GRP': {
      const targets = new Set(q.targets.map((t) => t.id));
      q.items.forEach((item, i) => {
        if (!targets.has(item.targetId)) report(`items.${i}.targetId`, `target "${item.targetId}" does not exist`);
      });
      break;
    }
    case 'MATCHING_DND_ANSWERS': {
      const matches = new Set(q.matches.map((m) => m.id));
      q.choices.forEach((choice, i) => {
        if (!matches.has(choice.matchId)) report(`choices.${i}.matchId`, `match "${choice.matchId}" does not exist`);
      });
      break;
    }
    case 'COMPLETE_STORY':
      checkCompleteStory(q, report);
      break;
    case 'HOT_SPOT':
      if (!q.spots.some((s) => s.correct)) report('spots', 'at least one spot must be correct');
      break;
    case 'BRANCHING':
      visitBranchLevels(q.branchingChoices, 'branchingChoices', (level, path) => {
        if (!level.some((o) => o.correct)) report(path, 'at least one option of each level must be correct');
        level.forEach((o, i) => {
          // An incorrect option ends the check, so a level behind it could never be reached.
          if (!o.correct && o.next) report(`${path}.${i}.next`, 'an incorrect option cannot lead further');
        });
      });
      break;
    case 'SURVEY':
      visitSurveySteps(q.surveyChoices, 'surveyChoices', (step, path) => {
        const takesOptions = surveyChoiceTakesOptions(step.surveyChoiceType);
        if (step.surveyChoiceType === 'CHOICE' && !step.options?.length) report(`${path}.options`, 'a CHOICE step needs options');
        if (!takesOptions && step.options) report(`${path}.options`, `a ${step.surveyChoiceType} step takes no options`);
      });
      break;
  }
  return problems;
}
