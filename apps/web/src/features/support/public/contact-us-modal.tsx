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
import { SUPPORT_COMMENTS_MAX, SUPPORT_SUBJECT_MAX } from '@continuum/contracts';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLearnerProduct } from '@/features/product/public/get-learner-product';
import { useAccount } from '@/shared/auth/get-account';
import { SHOWS_FAILURE } from '@/shared/query/meta';
import { MessageAlert } from '@/shared/ui/message-alert';
import { SentNotice } from './sent-notice';
import { useSendSupportEmail } from './support-api';

interface SupportModalProps {
  /** The learner product the message is about (its provider receives it), or null outside a product. */
  lpId: number | null;
  onClose: () => void;
}

/**
 * Contact us (000 §2, §7 POST api/support/email; 002 §5: responseEmail, subject and comments required). The
 * account's name and e-mail are the server's to add; the learner gives the address to answer to.
 */
export function ContactUsModal({ lpId, onClose }: SupportModalProps) {
  const { t } = useTranslation();
  const account = useAccount().data;
  const product = useLearnerProduct(lpId ?? 0, SHOWS_FAILURE).data;
  const send = useSendSupportEmail();
  const [email, setEmail] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [comments, setComments] = useState('');
  const responseEmail = email ?? account?.email ?? '';
  const complete = responseEmail.trim() !== '' && subject.trim() !== '' && comments.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    send.mutate({
      name: account ? `${account.firstName} ${account.lastName}`.trim() : undefined,
      registeredEmailAddress: account?.email,
      preferredEmailAddress: responseEmail.trim(),
      course: product?.courseTitle,
      subject: subject.trim(),
      comments,
      ...(lpId ? { learnerProductId: lpId } : {}),
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('support.contact.title')} closeButtonProps={{ 'aria-label': t('support.close') }}>
      {send.isSuccess ? (
        <SentNotice title={t('support.success.title')} onClose={onClose}>
          {t('support.success.message')}
        </SentNotice>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {send.isError && <MessageAlert tone="error">{t('support.contact.failed')}</MessageAlert>}
            <TextInput
              type="email"
              label={t('support.contact.responseEmail')}
              value={responseEmail}
              onChange={(e) => setEmail(e.currentTarget.value)}
              maxLength={254}
              required
              data-autofocus
            />
            <TextInput
              label={t('support.contact.subject')}
              value={subject}
              onChange={(e) => setSubject(e.currentTarget.value)}
              maxLength={SUPPORT_SUBJECT_MAX}
              required
            />
            <Textarea
              label={t('support.contact.comments')}
              value={comments}
              onChange={(e) => setComments(e.currentTarget.value)}
              maxLength={SUPPORT_COMMENTS_MAX}
              rows={5}
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('support.cancel')}
              </Button>
              <Button type="submit" disabled={!complete} loading={send.isPending}>
                {t('support.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
