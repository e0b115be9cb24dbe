import type { AnswerCheckReply, PublicSlide } from '@continuum/contracts';
import { Button } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { InquiryProps } from '../inquiries/inquiry-props';
import { SlideFeedback } from '../slide-feedback';

/** An answer-check reply as the server sends it, with the given fields over neutral defaults. */
export function checkReply(fields: Partial<AnswerCheckReply> = {}): AnswerCheckReply {
  return {
    answers: null,
    correct: null,
    feedback: null,
    optionFeedback: {},
    next: null,
    text: null,
    pollResults: null,
    taken: false,
    progressed: false,
    currentIndex: 0,
    ...fields,
  };
}

/** A slide as GET api/lesson sends it. */
export function publicSlide(type: string, fields: Record<string, unknown>): PublicSlide {
  return { id: type.toLowerCase(), type, title: `Sample ${type}`, referenceId: 7, requiredTime: 0, taken: false, ...fields };
}

interface HarnessOptions<A> {
  /** What the server answers to a submission (the answer the component or the check button sent). */
  reply: (answer: A) => AnswerCheckReply | Promise<AnswerCheckReply>;
  answer?: A;
}

/**
 * Renders one inquiry component the way the slide player drives it: the answer and the last reply live
 * in state, an edit clears the reply (the checked state), the reply's feedback shows below as the
 * player's SlideFeedback shows it, and a 'Check answers' button (enabled once anything is answered) and a
 * 'Try Again' button (also the poll's Retake: both reset) stand in for the player's. `submit` and
 * `onAnswerChange` are spies, so tests read exactly what would be posted.
 */
export function renderInquiry<A>(
  Component: ComponentType<InquiryProps<A | undefined>>,
  slide: PublicSlide,
  options: HarnessOptions<NoInfer<A>>,
) {
  const onAnswerChange = vi.fn<(answer: A | undefined) => void>();
  const submit = vi.fn<(answer: A | undefined) => Promise<AnswerCheckReply>>();

  function Harness() {
    const [answer, setAnswer] = useState<A | undefined>(options.answer);
    const [result, setResult] = useState<AnswerCheckReply | null>(null);
    const [pending, setPending] = useState(false);
    onAnswerChange.mockImplementation((next) => {
      setAnswer(next);
      setResult(null);
    });
    submit.mockImplementation(async (sent) => {
      // The player never submits without an answer (its check is disabled then); a component must not either.
      if (sent === undefined) throw new Error('submitted without an answer');
      setPending(true);
      try {
        const reply = await options.reply(sent);
        setResult(reply);
        return reply;
      } finally {
        setPending(false);
      }
    });
    return (
      <>
        <Component
          slide={slide}
          answer={answer}
          onAnswerChange={onAnswerChange}
          result={result}
          submit={submit}
          disabled={pending}
        />
        {result && <SlideFeedback result={result} />}
        <Button disabled={answer === undefined || pending} onClick={() => answer !== undefined && void submit(answer)}>
          Check answers
        </Button>
        <Button
          onClick={() => {
            setAnswer(undefined);
            setResult(null);
          }}
        >
          Try Again
        </Button>
      </>
    );
  }

  return { ...renderWithProviders(<Harness />), onAnswerChange, submit };
}
