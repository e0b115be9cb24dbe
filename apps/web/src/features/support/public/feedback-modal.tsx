import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import { DEVICE_MAX_WIDTH_PX, FEEDBACK_FORM_HEADER_RULE, SUPPORT_FEEDBACK_MAX } from '@continuum/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLearnerProduct } from '@/features/product/public/get-learner-product';
import { useAccount } from '@/shared/auth/get-account';
import { SHOWS_FAILURE } from '@/shared/query/meta';
import { MessageAlert } from '@/shared/ui/message-alert';
import { SentNotice } from './sent-notice';
import { useSendFeedback } from './support-api';

/** What the feedback records of where it came from (000 §7: url, browser, device). */
function whereFrom() {
  const device = window.matchMedia?.(`(max-width: ${DEVICE_MAX_WIDTH_PX}px)`).matches ? 'mobile' : 'desktop';
  return { url: window.location.href.slice(0, 2048), browser: navigator.userAgent.slice(0, 500), device };
}

/**
 * Submit feedback (000 §2, §5; 002 §5): headed by the course's SC_STANDARD_MESSAGING_FEEDBACK_FORM_HEADER,
 * at most 500 characters, Submit disabled while the text is empty.
 */
export function FeedbackModal({ lpId, onClose }: { lpId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const account = useAccount().data;
  const product = useLearnerProduct(lpId ?? 0, SHOWS_FAILURE).data;
  const send = useSendFeedback();
  const [feedback, setFeedback] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = feedback.trim() === '';
  const tooLong = feedback.length > SUPPORT_FEEDBACK_MAX;
  const error = tooLong ? t('support.feedback.tooLong') : touched && empty ? t('support.feedback.required') : null;
  // Plain text: a rule's value is shown as text, never as markup.
  const header = product?.rules[FEEDBACK_FORM_HEADER_RULE]?.trim() || t('support.feedback.header');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (empty || tooLong) return;
    send.mutate({
      name: account ? `${account.firstName} ${account.lastName}`.trim() : undefined,
      course: product?.courseTitle,
      feedback,
      ...whereFrom(),
      ...(lpId ? { learnerProductId: lpId } : {}),
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('support.feedback.title')} closeButtonProps={{ 'aria-label': t('support.close') }}>
      {send.isSuccess ? (
        <SentNotice onClose={onClose}>{t('support.feedback.thanks')}</SentNotice>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{header}</Text>
            {send.isError && <MessageAlert tone="error">{t('support.feedback.failed')}</MessageAlert>}
            <Textarea
              label={t('support.feedback.label')}
              value={feedback}
              onChange={(e) => {
                setFeedback(e.currentTarget.value);
                setTouched(true);
              }}
              error={error}
              description={t('support.feedback.count', { count: feedback.length, max: SUPPORT_FEEDBACK_MAX })}
              rows={5}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('support.cancel')}
              </Button>
              <Button type="submit" disabled={empty || tooLong} loading={send.isPending}>
                {t('support.feedback.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
