import type { AnswerCheckReply, LessonAnswerData } from '@continuum/contracts';

/**
 * One slide's inquiry steps (001 §4): unanswered -> answered -> checked, and reset by 'Try Again' or a
 * poll's Retake. An edit after a check drops the check (its validated/correct), so what is on screen is
 * never judged by a reply about a different answer.
 */
export interface SlideState {
  /** The learner's answer; undefined while unanswered. */
  answer: LessonAnswerData | undefined;
  /** The reply about `answer`, or null while unchecked. */
  result: AnswerCheckReply | null;
  pending: boolean;
  error: unknown;
  /** The learner changed something on this visit (a taken slide left alone shows only Next). */
  touched: boolean;
}

export type SlideAction =
  | { type: 'edit'; answer: LessonAnswerData }
  | { type: 'submit' }
  | { type: 'checked'; result: AnswerCheckReply }
  | { type: 'failed'; error: unknown }
  | { type: 'reset' };

export const initialSlideState: SlideState = { answer: undefined, result: null, pending: false, error: null, touched: false };

export function slideReducer(state: SlideState, action: SlideAction): SlideState {
  switch (action.type) {
    case 'edit':
      return { ...state, answer: action.answer, result: null, error: null, touched: true };
    case 'submit':
      return { ...state, pending: true, error: null, touched: true };
    case 'checked':
      return { ...state, pending: false, result: action.result };
    case 'failed':
      return { ...state, pending: false, error: action.error };
    case 'reset':
      return { ...initialSlideState, touched: true };
  }
}

export type SlidePhase = 'unanswered' | 'answered' | 'checked';

export function slidePhase(state: SlideState): SlidePhase {
  if (state.result) return 'checked';
  return state.answer === undefined ? 'unanswered' : 'answered';
}

/** What the player offers under an inquiry; `next` is the Previous/Next bar's Next. */
export interface SlideControls {
  /** 'check answers' (graded types) or Submit: hidden, or shown and maybe disabled. */
  check: 'hidden' | 'enabled' | 'disabled';
  tryAgain: boolean;
  retake: boolean;
  next: boolean;
}

export interface SlideFacts {
  /** A content slide (no inquiry): Next records it. */
  content: boolean;
  /** The server counts the slide as taken. */
  taken: boolean;
  /** The inquiry sends its own steps (branching, survey, poll, assignment); the check shows only if it reports an answer. */
  submitsItself: boolean;
  poll: boolean;
  /** The requiredTime countdown is still running. */
  waiting: boolean;
}

/**
 * The buttons of a slide (001 §4): Submit enables once anything is answered; after a check, 'Try Again'
 * when a wrong answer did not progress (the lesson requires correct answers), Next once the slide is
 * taken; polls offer Retake; a taken slide the learner has not touched shows only Next.
 */
export function slideControls(state: SlideState, facts: SlideFacts): SlideControls {
  const { result } = state;
  const untouchedTaken = facts.taken && !state.touched && result === null;
  const hideCheck = facts.content || result !== null || untouchedTaken || (facts.submitsItself && state.answer === undefined);
  const canCheck = state.answer !== undefined && !state.pending && !facts.waiting;
  return {
    check: hideCheck ? 'hidden' : canCheck ? 'enabled' : 'disabled',
    tryAgain: result !== null && result.correct === false && !result.progressed,
    retake: result !== null && facts.poll,
    next: !facts.waiting && !state.pending && (facts.content || facts.taken),
  };
}
