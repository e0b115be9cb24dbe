import type { AnswerInquiryType } from '@continuum/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { InquiryProps } from './inquiry-props';

// Each component takes the answer shape of its own type; the player hands every one the same props.
// biome-ignore lint/suspicious/noExplicitAny: the registry is the one place where the answer types meet.
type AnyInquiry = ComponentType<InquiryProps<any>>;

export interface InquiryEntry {
  Component: LazyExoticComponent<AnyInquiry>;
  /**
   * The inquiry sends its own steps through `submit` (a branching or survey path, an assignment
   * response), or is a vote rather than a question (a poll): the player shows its Submit only once the
   * component reports an answer.
   */
  submitsItself: boolean;
}

function entry(load: () => Promise<AnyInquiry>, submitsItself = false): InquiryEntry {
  return { Component: lazy(() => load().then((Component) => ({ default: Component }))), submitsItself };
}

/** Inquiry type -> its component, each in a chunk of its own so a lesson loads only the types it uses. Keyed
 *  by the contracts' answer types, so a type with an answer schema but no component does not compile. */
const inquiries: Readonly<Record<AnswerInquiryType, InquiryEntry>> = {
  TRUE_FALSE: entry(() => import('./true-false').then((m) => m.TrueFalseInquiry)),
  MULTIPLE_CHOICE: entry(() => import('./multiple-choice').then((m) => m.MultipleChoiceInquiry)),
  TEXT_EDIT: entry(() => import('./text-edit').then((m) => m.TextEditInquiry)),
  COMPLETE_STORY: entry(() => import('./complete-story').then((m) => m.CompleteStoryInquiry)),
  FORUM: entry(() => import('./forum').then((m) => m.ForumInquiry)),
  ASSIGNMENT: entry(() => import('./assignment').then((m) => m.AssignmentInquiry), true),
  MATCHING_DND_GRP: entry(() => import('./matching-dnd-grp').then((m) => m.MatchingDndGrpInquiry)),
  MATCHING_DND_ANSWERS: entry(() => import('./matching-dnd-answers').then((m) => m.MatchingDndAnswersInquiry)),
  HOT_SPOT: entry(() => import('./hot-spot').then((m) => m.HotSpotInquiry)),
  BRANCHING: entry(() => import('./branching').then((m) => m.BranchingInquiry), true),
  SURVEY: entry(() => import('./survey').then((m) => m.SurveyInquiry), true),
  STUDENT_POLL: entry(() => import('./student-poll').then((m) => m.StudentPollInquiry), true),
};

/** The component of an inquiry type, or undefined for content slides and types the player does not know. */
export function inquiryEntry(type: string): InquiryEntry | undefined {
  return Object.hasOwn(inquiries, type) ? inquiries[type as AnswerInquiryType] : undefined;
}
