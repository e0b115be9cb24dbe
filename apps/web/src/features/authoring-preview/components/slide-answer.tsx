import type { AnswerCheckReply, PublicSlide } from '@continuum/contracts';
import { Button, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inquiryEntry } from '@/features/lesson/public/inquiries';

/**
 * Types whose learner component needs a learner product: a forum posts to the course's forum, an assignment is sent to
 * an instructor, a hot spot's image is served under the learner's path. The preview names them instead, as it does a
 * type with no inquiry component (SCORM, cmi5).
 */
const NOT_PREVIEWED = new Set(['FORUM', 'ASSIGNMENT', 'HOT_SPOT']);

/**
 * A previewed slide's answer, with the learner's own component for its type (decision 0220); `check` grades it with the
 * learner's grader and records nothing. A content slide has no answer.
 */
export function SlideAnswer({
  slide,
  result,
  pending,
  check,
}: {
  slide: PublicSlide;
  result: AnswerCheckReply | null;
  pending: boolean;
  check: (answer: unknown) => Promise<AnswerCheckReply>;
}) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<unknown>(undefined);
  if (slide.type === 'CONTENT') return null;
  const entry = NOT_PREVIEWED.has(slide.type) ? undefined : inquiryEntry(slide.type);
  // Also a SCORM or cmi5 slide: its player runs under a learner product.
  if (!entry) return <Text size="sm">{t('authoringPreview.typeNotPreviewed', { type: slide.type })}</Text>;
  return (
    <>
      <Suspense fallback={null}>
        <entry.Component
          slide={slide}
          answer={answer}
          onAnswerChange={setAnswer}
          result={result}
          submit={check}
          disabled={pending}
        />
      </Suspense>
      {!entry.submitsItself && (
        <Button mt="sm" disabled={answer === undefined || pending} onClick={() => void check(answer).catch(() => undefined)}>
          {t('authoringPreview.check')}
        </Button>
      )}
    </>
  );
}
