import { createHash } from 'node:crypto';
import type { InquiryItemStats } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import { findProductSlidesOfTypes } from '../catalog/index.js';
import { readInquiryResults, readInquiryStamp } from '../lesson/index.js';
import { flagsOf } from './item-stats.js';
import { ITEM_TEXT_MAX } from './thresholds.js';

/** Inquiry types a learner's answer to can be right or wrong (surveys, polls, forum posts and assignments cannot). */
export const GRADED_INQUIRY_TYPES = [
  'TRUE_FALSE',
  'MULTIPLE_CHOICE',
  'TEXT_EDIT',
  'MATCHING_DND_GRP',
  'MATCHING_DND_ANSWERS',
  'COMPLETE_STORY',
  'HOT_SPOT',
  'BRANCHING',
];

type Slide = Awaited<ReturnType<typeof findProductSlidesOfTypes>>[number];

/** The product's graded lesson slides. */
export function findGradedSlides(db: Db, productId: number): Promise<Slide[]> {
  return findProductSlidesOfTypes(db, productId, GRADED_INQUIRY_TYPES);
}

/** A digest of the slides (a re-import may add, drop or retitle them) and of their graded answers, for the kept figures' stamp. */
export async function inquiryStamp(db: Db, slides: Slide[]): Promise<string> {
  const list = createHash('sha256')
    .update(JSON.stringify(slides.map((s) => [s.id, s.key, s.type, s.title])))
    .digest('hex');
  return `${list}:${await readInquiryStamp(
    db,
    slides.map((s) => s.id),
  )}`;
}

/** Each graded slide's first-try and eventual share right (decision 0165), flagged on the first-try share. */
export async function inquiryStats(db: Db, slides: Slide[]): Promise<InquiryItemStats[]> {
  const results = new Map(
    (
      await readInquiryResults(
        db,
        slides.map((s) => s.id),
      )
    ).map((r) => [r.slideId, r]),
  );
  return slides.map((slide) => {
    const r = results.get(slide.id);
    const learners = r?.learners ?? 0;
    const firstTryDifficulty = r && learners > 0 ? r.firstTryCorrect / learners : null;
    return {
      slideId: slide.id,
      key: slide.key,
      title: slide.title.slice(0, ITEM_TEXT_MAX),
      type: slide.type,
      learners,
      submissions: r?.submissions ?? 0,
      firstTryDifficulty,
      eventualDifficulty: r && learners > 0 ? r.everCorrect / learners : null,
      flags: flagsOf({
        responses: learners,
        difficulty: firstTryDifficulty,
        pointBiserial: null,
        upperLowerIndex: null,
        choices: [],
      }),
    };
  });
}
