import { describe, expect, it } from 'vitest';
import { type AnswerOrder, authoredOrder, learnerOrder } from '../../../platform/answer-order.js';
import { completeStorySample, matchingSample, samples, sortingSample, surveySample } from '../testing/sample-inquiries.js';
import { contentSlide } from './inquiry-schema.js';
import { isKnownType, publicView as viewWith } from './public-view.js';
import { renderSlideMarkdown } from './slide-markdown.js';

/** Keys whose presence in a public view is a leak, wherever they appear. */
const PRIVATE_KEYS = new Set(['answer', 'correct', 'acceptable', 'targetId', 'matchId', 'answers', 'spots', 'shape', 'next']);
const isPrivateKey = (key: string) => PRIVATE_KEYS.has(key) || /feedback/i.test(key);

/** Authored strings under `value`; step types are an enum shared by every level, not content. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => (k === 'surveyChoiceType' ? [] : strings(v)))
      : [];

/**
 * Every string an authored inquiry holds under a private key: feedback, accepted answers, spot ids, the
 * ids and texts of deeper levels. Blank answers that are also offered options and target or match ids
 * (public as the targets and matches themselves) are left out: publishing them is intended.
 */
function secretsOf(value: unknown, options: readonly string[] = []): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => {
    if (key === 'targetId' || key === 'matchId') return [];
    if (key === 'answers') return strings(v).filter((a) => !options.includes(a));
    if (isPrivateKey(key)) return strings(v);
    const nestedOptions = (v as { options?: unknown })?.options;
    return secretsOf(v, Array.isArray(nestedOptions) ? nestedOptions : options);
  });
}

const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => [...(Array.isArray(value) ? [] : [k]), ...keysOf(v)])
    : [];

const KEY = Buffer.alloc(32, 7);
const publicView = (slide: Parameters<typeof viewWith>[0], order: AnswerOrder = authoredOrder) => viewWith(slide, order);

describe('publicView', () => {
  it.each(samples.map((s) => [s.type, s] as const))('%s shows no key, correct flag or feedback', (_, sample) => {
    const view = publicView(sample);
    const json = JSON.stringify(view);
    expect(keysOf(view).filter(isPrivateKey)).toEqual([]);
    const secrets = secretsOf(sample);
    expect(secrets.length > 0 || ['STUDENT_POLL', 'ASSIGNMENT'].includes(sample.type)).toBe(true);
    for (const secret of secrets)
      expect(json, `leaks ${JSON.stringify(secret)}`).not.toContain(JSON.stringify(secret).slice(1, -1));
    // Content goes out as the sanitized HTML of its Markdown (slide-markdown.ts).
    expect(view).toMatchObject({
      id: sample.id,
      type: sample.type,
      title: sample.title,
      content: renderSlideMarkdown(sample.content),
    });
  });

  it('finds the leaks it looks for (the check itself can fail)', () => {
    const secrets = secretsOf(surveySample);
    expect(secrets).toEqual(
      expect.arrayContaining(['SV role noted', 'started', 'When did you start?', 'SV thanks for answering']),
    );
    expect(secretsOf(completeStorySample)).toEqual(['broker', 'Realtor', 'CS story complete', 'CS story wrong']);
  });

  it('keeps what the learner needs to answer', () => {
    expect(publicView(completeStorySample)).toMatchObject({
      text: completeStorySample.text,
      blanks: { agent: {}, duty: { options: ['fiduciary duties', 'nothing', 'rent'] } },
    });
    expect(publicView(surveySample)).toMatchObject({
      surveyChoices: [
        {
          id: 'role',
          surveyChoiceType: 'CHOICE',
          options: [
            { id: 'agent', text: 'Agent' },
            { id: 'broker', text: 'Broker' },
          ],
        },
        { id: 'skip', surveyChoiceType: 'BUTTON' },
      ],
    });
  });

  it('orders sortable items and matches per learner, stably, so position gives nothing away', () => {
    const ids = (list: { id: string }[]) => list.map((e) => e.id);
    const views = Array.from({ length: 20 }, (_, lp) => ({
      matching: publicView(matchingSample, learnerOrder(KEY, lp, 'lesson:m')) as { matches: { id: string }[] },
      sorting: publicView(sortingSample, learnerOrder(KEY, lp, 'lesson:s')) as { items: { id: string }[] },
    }));
    expect(views.filter((v) => ids(v.matching.matches).join() !== ids(matchingSample.matches).join()).length).toBeGreaterThan(5);
    expect(views.filter((v) => ids(v.sorting.items).join() !== ids(sortingSample.items).join()).length).toBeGreaterThan(5);
    for (const v of views) expect(ids(v.matching.matches).sort()).toEqual(ids(matchingSample.matches).sort());
    expect(publicView(matchingSample, learnerOrder(KEY, 3, 'lesson:m'))).toEqual(views[3]?.matching);
  });

  it.each([
    ['CONTENT', false],
    ['VIDEO_QUIZ', true],
  ])('shows a %s slide as content, unsupported: %s', (type, unsupported) => {
    const slide = contentSlide.parse({ id: 'intro', type, title: 'Intro', content: 'Hello', secret: 'dropped' });
    expect(publicView(slide)).toEqual({
      id: 'intro',
      type,
      title: 'Intro',
      content: '<p>Hello</p>',
      requiredTime: 0,
      resources: [],
      unsupported,
    });
  });

  it('knows exactly the inquiry types', () => {
    for (const s of samples) expect(isKnownType(s.type)).toBe(true);
    for (const type of ['CONTENT', 'VIDEO_QUIZ', 'true_false', '']) expect(isKnownType(type)).toBe(false);
  });
});
