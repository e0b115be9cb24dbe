import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/shared/http/api-error';
import { paths } from '@/shared/paths';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { type ProgressionReply, useCompleteNode } from '../api/complete-node';

type NextStep = { id: number; title: string } | null;

interface CompleteAndContinueProps {
  lpId: number;
  nodeId: number;
  /** Already completed: the button only moves on. */
  completed: boolean;
  /** Where a completed node leads (the page's nextStep). */
  nextStep: NextStep;
  /** The label while the node is not completed yet; 'Continue to …' otherwise. */
  completeLabel?: string;
}

const KNOWN_ERRORS = new Set([
  'COURSE_NOT_STARTED',
  'COURSE_EXPIRED',
  'PHOTO_ID_REQUIRED',
  'NODE_LOCKED',
  'NODE_NOT_DIRECTLY_COMPLETABLE',
  'TYPING_CHECK_REQUIRED',
  'BIOSIG_CHECK_REQUIRED',
]);

/**
 * Completes a leaf with no flow of its own (POST api/progression/{lpId}/{nodeId}), then goes to the
 * reply's next step, or home when there is none. Exempt-completion texts are shown before moving on.
 */
export function CompleteAndContinue({ lpId, nodeId, completed, nextStep, completeLabel }: CompleteAndContinueProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const complete = useCompleteNode(lpId);
  const [exempt, setExempt] = useState<ProgressionReply | null>(null);
  const go = (next: NextStep) => navigate(next ? paths.lc.href({ lpId, nodeId: next.id }) : paths.productHome.href({ lpId }));
  const continueLabel = (next: NextStep) => (next ? t('course.lc.continueTo', { title: next.title }) : t('course.lc.continue'));

  if (exempt) {
    return (
      <Stack gap="sm" align="flex-start">
        <MessageAlert tone="success">{exempt.exemptCompletionText}</MessageAlert>
        <Button onClick={() => go(exempt.nextStep)}>{continueLabel(exempt.nextStep)}</Button>
      </Stack>
    );
  }
  const onClick = () => {
    if (completed) return go(nextStep);
    complete.mutate(nodeId, {
      onSuccess: (reply) => (reply.exemptCompletionText ? setExempt(reply) : go(reply.nextStep)),
    });
  };
  return (
    <Stack gap="sm" align="flex-start">
      {complete.isError && <MessageAlert tone="error">{completionErrorText(complete.error)}</MessageAlert>}
      <Button size="md" onClick={onClick} loading={complete.isPending}>
        {!completed && completeLabel ? completeLabel : continueLabel(nextStep)}
      </Button>
    </Stack>
  );

  function completionErrorText(error: unknown): string {
    if (isApiError(error) && KNOWN_ERRORS.has(error.code)) return t(`course.lc.errors.${error.code}`);
    return httpErrorText(error);
  }
}
