import { type AnswerInquiryType, answerSchemas } from '@continuum/contracts';
import type { z } from 'zod';
import type { Inquiry, InquiryType } from '../slides/inquiry-schema.js';
import { AnswerInvalidError, fromZodIssues } from './answer-invalid-error.js';
import type { GradeResult, PathGradeResult } from './grade-result.js';
import { gradeAssignment } from './graders/assignment.js';
import { gradeBranching } from './graders/branching.js';
import { gradeCompleteStory } from './graders/complete-story.js';
import { gradeForum } from './graders/forum.js';
import { gradeHotSpot } from './graders/hot-spot.js';
import { gradeMatching } from './graders/matching.js';
import { gradeMultipleChoice } from './graders/multiple-choice.js';
import { gradeSorting } from './graders/sorting.js';
import { gradeStudentPoll } from './graders/student-poll.js';
import { gradeSurvey } from './graders/survey.js';
import { gradeTextEdit } from './graders/text-edit.js';
import { gradeTrueFalse } from './graders/true-false.js';

// The answer schemas live in packages/contracts; the authored inquiry types live here. Each side must name
// the other's every type, or this line stops compiling.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const answerTypesMatch: Same<InquiryType, AnswerInquiryType> = true;
void answerTypesMatch;

function parse<S extends z.ZodType>(schema: S, answer: unknown): z.infer<S> {
  const result = schema.safeParse(answer);
  if (!result.success) throw fromZodIssues(result.error.issues);
  return result.data;
}

/**
 * Checks a learner's answer data against an authored inquiry. The answer is validated against its type's
 * schema first; anything malformed or not fitting the inquiry throws AnswerInvalidError (a 400), never
 * a plain error (a 500).
 */
export function grade(q: Inquiry, answer: unknown): GradeResult | PathGradeResult {
  switch (q.type) {
    case 'TRUE_FALSE':
      return gradeTrueFalse(q, parse(answerSchemas.TRUE_FALSE, answer));
    case 'MULTIPLE_CHOICE':
      return gradeMultipleChoice(q, parse(answerSchemas.MULTIPLE_CHOICE, answer));
    case 'TEXT_EDIT':
      return gradeTextEdit(q, parse(answerSchemas.TEXT_EDIT, answer));
    case 'MATCHING_DND_GRP':
      return gradeSorting(q, parse(answerSchemas.MATCHING_DND_GRP, answer));
    case 'MATCHING_DND_ANSWERS':
      return gradeMatching(q, parse(answerSchemas.MATCHING_DND_ANSWERS, answer));
    case 'COMPLETE_STORY':
      return gradeCompleteStory(q, parse(answerSchemas.COMPLETE_STORY, answer));
    case 'HOT_SPOT':
      return gradeHotSpot(q, parse(answerSchemas.HOT_SPOT, answer));
    case 'BRANCHING':
      return gradeBranching(q, parse(answerSchemas.BRANCHING, answer));
    case 'SURVEY':
      return gradeSurvey(q, parse(answerSchemas.SURVEY, answer));
    case 'STUDENT_POLL':
      return gradeStudentPoll(q, parse(answerSchemas.STUDENT_POLL, answer));
    case 'FORUM':
      return gradeForum(q, parse(answerSchemas.FORUM, answer));
    case 'ASSIGNMENT':
      return gradeAssignment(q, parse(answerSchemas.ASSIGNMENT, answer));
    default: {
      // Only reachable when a content slide is passed in despite the types: those are completed through
      // the progression call (001 §4), so checking one is a client error, not a server one.
      const type = (q as { type: unknown }).type;
      throw new AnswerInvalidError('type', `type ${JSON.stringify(type)} has no answer to check`);
    }
  }
}
