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
import {
  INSTRUCTOR_EMAIL_DEFAULT_HELP,
  SUPPORT_COMMENTS_MAX,
  SUPPORT_NAME_MAX,
  SUPPORT_PHONE_MAX,
  SUPPORT_SUBJECT_MAX,
} from '@continuum/contracts';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLearnerProduct } from '@/features/product/public/get-learner-product';
import { useAccount } from '@/shared/auth/get-account';
import { SHOWS_FAILURE } from '@/shared/query/meta';
import { MessageAlert } from '@/shared/ui/message-alert';
import { SentNotice } from './sent-notice';
import { useSendInstructorEmail } from './support-api';

interface InstructorEmailModalProps {
  lpId: number;
  /** The page the learner writes from (001 §3 learningComponentId), when on one. */
  learningComponentId?: number;
  onClose: () => void;
}

/**
 * Instructor e-mail (000 §2; 001 §3 payload, §5 responseEmail, subject and comments required, §8 'Success!' /
 * 'Error!', §9 default help text 'What can we help you with?'), to the instructors of the learner's product.
 */
export function InstructorEmailModal({ lpId, learningComponentId, onClose }: InstructorEmailModalProps) {
  const { t } = useTranslation();
  const account = useAccount().data;
  const product = useLearnerProduct(lpId, SHOWS_FAILURE).data;
  const send = useSendInstructorEmail();
  const [name, setName] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [help, setHelp] = useState(INSTRUCTOR_EMAIL_DEFAULT_HELP);
  const [comment, setComment] = useState('');
  const userName = name ?? (account ? `${account.firstName} ${account.lastName}`.trim() : '');
  const userEmail = email ?? account?.email ?? '';
  const complete = userEmail.trim() !== '' && help.trim() !== '' && comment.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    send.mutate({
      userName: userName.trim() || undefined,
      userEmail: userEmail.trim(),
      userCourse: product?.courseTitle,
      userPhoneNumber: phone.trim() || undefined,
      userComment: comment,
      userHelp: help.trim(),
      learnerProductId: lpId,
      ...(learningComponentId ? { learningComponentId } : {}),
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('support.instructor.title')} closeButtonProps={{ 'aria-label': t('support.close') }}>
      {send.isSuccess ? (
        <SentNotice title={t('support.success.title')} onClose={onClose}>
          {t('support.success.message')}
        </SentNotice>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {send.isError && (
              <MessageAlert tone="error" title={t('support.instructor.errorTitle')}>
                {t('support.instructor.error')}
              </MessageAlert>
            )}
            <TextInput
              label={t('support.instructor.name')}
              value={userName}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={SUPPORT_NAME_MAX}
            />
            <TextInput
              type="email"
              label={t('support.instructor.email')}
              value={userEmail}
              onChange={(e) => setEmail(e.currentTarget.value)}
              maxLength={254}
              required
            />
            <TextInput
              type="tel"
              label={t('support.instructor.phone')}
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
              maxLength={SUPPORT_PHONE_MAX}
            />
            <TextInput
              label={t('support.instructor.subject')}
              value={help}
              onChange={(e) => setHelp(e.currentTarget.value)}
              maxLength={SUPPORT_SUBJECT_MAX}
              required
            />
            <Textarea
              label={t('support.instructor.comments')}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              maxLength={SUPPORT_COMMENTS_MAX}
              rows={5}
              required
              data-autofocus
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
