import {
  DEFAULT_COURSE_DURATION_DAYS,
  DEFAULT_STUDY_PLAN_LABEL,
  DEFAULT_TOPIC_COLOR,
  TOC_SECTION_WINDOW,
} from '@continuum/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DURATION_DAYS, STUDY_PLAN_LABEL, TOC_WINDOW_SIZE, TOPIC_COLOR } from './constants';

describe('course constants', () => {
  it('are the contracts values (the spec: 5 sections, 13 days, #90A25D, Course Syllabus)', () => {
    expect(TOC_WINDOW_SIZE).toBe(TOC_SECTION_WINDOW);
    expect(DEFAULT_DURATION_DAYS).toBe(DEFAULT_COURSE_DURATION_DAYS);
    expect(TOPIC_COLOR).toBe(DEFAULT_TOPIC_COLOR);
    expect(STUDY_PLAN_LABEL).toBe(DEFAULT_STUDY_PLAN_LABEL);
    expect([TOC_WINDOW_SIZE, DEFAULT_DURATION_DAYS, TOPIC_COLOR, STUDY_PLAN_LABEL]).toEqual([
      5,
      13,
      '#90A25D',
      'Course Syllabus',
    ]);
  });
});
