import { createHmac } from 'node:crypto';
import type { AnswerOrderKey } from '../../../platform/answer-order.js';
import type { BranchOption, ContentSlide, Inquiry } from './inquiry-schema.js';
import { isKnownType } from './public-view.js';

/**
 * The ids a learner's browser knows a slide's choices by (issue 25 item 9, decision 0108). Authored ids say too much:
 * in a matching slide `d-fee-simple` pairs with `m-fee-simple`, a sorting item's id names its target, a multiple
 * choice's id may read `correct`. As exam choices are (choice-order.ts), lesson choices go out under ids of their
 * own: a keyed hash of (learner product, slide, authored id), the same on every request for this learner, other for
 * every other, and meaningless without the server's key. Stored answers, grading and the package keep authored ids:
 * every answer coming in is mapped shown -> authored, every reply going out authored -> shown.
 */
export interface ShownIds {
  shown(authoredId: string): string;
  /** The authored id a shown id stands for; an id that is not a shown one is passed on as it is (the grader refuses it when unknown). */
  authored(id: string): string;
}

const NO_IDS: ShownIds = { shown: (id) => id, authored: (id) => id };

/** The ids of the slide's lists that could give an answer away (survey steps carry no key and keep theirs). */
function authoredIds(q: Inquiry): string[] {
  switch (q.type) {
    case 'MULTIPLE_CHOICE':
    case 'STUDENT_POLL':
      return q.choices.map((c) => c.id);
    case 'MATCHING_DND_GRP':
      return [...q.targets.map((t) => t.id), ...q.items.map((i) => i.id)];
    case 'MATCHING_DND_ANSWERS':
      return [...q.choices.map((c) => c.id), ...q.matches.map((m) => m.id)];
    case 'BRANCHING': {
      const all: string[] = [];
      const walk = (level: readonly BranchOption[]) => {
        for (const o of level) {
          all.push(o.id);
          if (o.next) walk(o.next);
        }
      };
      walk(q.branchingChoices);
      return all;
    }
    default:
      return [];
  }
}

/** The shown ids of one slide for one learner product. */
export function shownIdsOf(
  key: AnswerOrderKey,
  learnerProductId: number,
  slideKey: string,
  slide: Inquiry | ContentSlide,
): ShownIds {
  if (!isKnownType(slide.type)) return NO_IDS;
  const ids = authoredIds(slide as Inquiry);
  if (ids.length === 0) return NO_IDS;
  const toShown = new Map<string, string>();
  const toAuthored = new Map<string, string>();
  for (const id of ids) {
    const h = createHmac('sha256', key).update(`lesson-ids/v1\n${learnerProductId}\n${slideKey}\n${id}`).digest('hex');
    const shown = `o${h.slice(0, 15)}`;
    toShown.set(id, shown);
    toAuthored.set(shown, id);
  }
  return { shown: (id) => toShown.get(id) ?? id, authored: (id) => toAuthored.get(id) ?? id };
}

/** Every string and object key in `value` passed through `map` (answers and replies are small JSON). */
export function mapIds(value: unknown, map: (id: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((v) => mapIds(v, map));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [map(k), mapIds(v, map)]));
  return value;
}

/** A view's lists with their ids shown: `choices`, `targets`, `items`, `matches`, `branchingChoices` entries. */
export function withShownIds<V extends object>(view: V, ids: ShownIds): V {
  if (ids === NO_IDS) return view;
  const lists = ['choices', 'targets', 'items', 'matches', 'branchingChoices'] as const;
  const out = { ...view } as Record<string, unknown>;
  for (const name of lists) {
    const list = out[name];
    if (Array.isArray(list)) out[name] = list.map((e: { id: string }) => ({ ...e, id: ids.shown(e.id) }));
  }
  return out as V;
}
