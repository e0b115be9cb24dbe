import { describe, expect, it } from 'vitest';
import {
  branchingSample as br,
  completeStorySample as cs,
  hotSpotSample as hs,
  matchingSample as ma,
  multipleChoiceSample as mc,
  samples,
  sortingSample as so,
  surveySample as sv,
  textEditSample as te,
} from '../testing/sample-inquiries.js';
import type { Inquiry } from './inquiry-schema.js';
import { inquiryProblems } from './package-checks.js';

const [firstStep, skipStep] = sv.surveyChoices;
if (!firstStep || !skipStep) throw new Error('survey sample changed');

describe('inquiryProblems', () => {
  it.each(samples.map((s) => [s.type, s] as const))('finds nothing wrong with the %s sample', (_, sample) => {
    expect(inquiryProblems(sample)).toEqual([]);
  });

  it.each<[string, Inquiry, string, string]>([
    [
      'MC without a correct choice',
      { ...mc, choices: mc.choices.map((c) => ({ ...c, correct: false })) },
      'choices',
      'at least one',
    ],
    ['MC with two correct choices but single', { ...mc, multiple: false }, 'multiple', 'multiple must be true'],
    ['TEXT_EDIT with a blank acceptable answer', { ...te, acceptable: ['ok', '  '] }, 'acceptable', 'blank'],
    [
      'sorting item with a missing target',
      { ...so, items: [...so.items, { id: 'x', text: 'X', targetId: 'lawyer' }] },
      'items.3.targetId',
      'lawyer',
    ],
    [
      'matching choice with a missing match',
      { ...ma, choices: [...ma.choices, { id: 'y', text: 'Y', matchId: 'nope' }] },
      'choices.3.matchId',
      'nope',
    ],
    [
      'matching with a choice id reused as a match id',
      { ...ma, matches: [...ma.matches, { id: 'lien', text: 'L' }] },
      'matches.4.id',
      'choices.2.id',
    ],
    ['story placeholder without a blank', { ...cs, text: `${cs.text} [[seller]]` }, 'blanks', '[[seller]]'],
    ['story blank never used', { ...cs, blanks: { ...cs.blanks, extra: { answers: ['x'] } } }, 'blanks.extra', 'not used'],
    ['story with no placeholder', { ...cs, text: 'No blanks here.', blanks: {} }, 'text', 'no [[name]]'],
    ['story with a malformed placeholder', { ...cs, text: `${cs.text} [[first name]]` }, 'text', '[[first name]]'],
    [
      'story options without an accepted answer',
      { ...cs, blanks: { ...cs.blanks, agent: { answers: ['broker'], options: ['agent', 'seller'] } } },
      'blanks.agent.options',
      'none of the accepted',
    ],
    [
      'story with a blank accepted answer',
      { ...cs, blanks: { ...cs.blanks, agent: { answers: [' '] } } },
      'blanks.agent.answers',
      'blank',
    ],
    [
      'hot spot without a correct spot',
      { ...hs, spots: hs.spots.map((s) => ({ ...s, correct: false })) },
      'spots',
      'at least one',
    ],
    [
      'hot spot ids repeated',
      { ...hs, spots: [...hs.spots, { ...hs.spots[0], id: 'bin' } as (typeof hs.spots)[number]] },
      'spots.3.id',
      'spots.2.id',
    ],
    [
      'branching level without a correct option',
      { ...br, branchingChoices: br.branchingChoices.map((o) => ({ ...o, correct: false, next: undefined })) },
      'branchingChoices',
      'at least one',
    ],
    [
      'branching deeper level without a correct option',
      { ...br, branchingChoices: [{ id: 'a', text: 'A', correct: true, next: [{ id: 'b', text: 'B', correct: false }] }] },
      'branchingChoices.0.next',
      'at least one',
    ],
    [
      'branching incorrect option leading on',
      {
        ...br,
        branchingChoices: [
          ...br.branchingChoices,
          { id: 'c', text: 'C', correct: false, next: [{ id: 'd', text: 'D', correct: true }] },
        ],
      },
      'branchingChoices.2.next',
      'cannot lead further',
    ],
    [
      'branching id repeated on another level',
      { ...br, branchingChoices: [{ id: 'a', text: 'A', correct: true, next: [{ id: 'a', text: 'A again', correct: true }] }] },
      'branchingChoices.0.next.0.id',
      'already used',
    ],
    [
      'survey CHOICE without options',
      { ...sv, surveyChoices: [{ ...firstStep, options: undefined }, skipStep] },
      'surveyChoices.0.options',
      'needs options',
    ],
    [
      'survey DATE step with options',
      { ...sv, surveyChoices: [{ id: 'd', text: 'D', surveyChoiceType: 'DATE', options: [{ id: 'o', text: 'O' }] }] },
      'surveyChoices.0.options',
      'takes no options',
    ],
    [
      'survey step id reused as an option id',
      { ...sv, surveyChoices: [firstStep, { ...skipStep, id: 'agent' }] },
      'surveyChoices.1.id',
      'already used',
    ],
  ])('reports %s', (_, inquiry, path, fragment) => {
    const problems = inquiryProblems(inquiry);
    expect(problems).toContainEqual({ path, message: expect.stringContaining(fragment) });
  });
});
