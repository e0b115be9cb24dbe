import type { AnswerCheckReply, PublicSlide } from '@continuum/contracts';

/** What the slide player gives every inquiry component (one component per inquiry type). */
export interface InquiryProps<A = unknown> {
  /** The slide as GET api/lesson sent it: no answer key; type-specific fields as in the server's public view. */
  slide: PublicSlide;
  /** The learner's current answer (the inquiry answer data the server's answer schema for this type accepts). */
  answer: A | undefined;
  /** Called on every edit; the player clears the checked state (validated/correct) when the learner edits after a check. */
  onAnswerChange: (answer: A) => void;
  /** The last answer-check reply for this slide, or null while unchecked. */
  result: AnswerCheckReply | null;
  /** Sends `answer` to the server now (branching/survey steps, a poll vote); resolves with the check reply. The player
   *  uses the same function for 'check answers'. */
  submit: (answer: A) => Promise<AnswerCheckReply>;
  /** True while a submission is in flight. */
  disabled: boolean;
}
