import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import { ENROLMENT_ACTION_LIMITS } from '@continuum/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks why before an administrator's action on an enrolment (decision 0078): Confirm stays disabled until a
 * reason is typed (and any extra field is valid); the reason goes to the audit trail.
 */
export function ReasonModal({
  title,
  text,
  confirm,
  children,
  ready = true,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  children?: ReactNode;
  ready?: boolean;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('enrolmentActions.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed && ready) onConfirm(trimmed);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{text}</Text>
          {children}
          <Textarea
            label={t('enrolmentActions.reason')}
            description={t('enrolmentActions.reasonHint', { max: ENROLMENT_ACTION_LIMITS.reasonMax })}
            required
            rows={3}
            maxLength={ENROLMENT_ACTION_LIMITS.reasonMax}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" disabled={!trimmed || !ready} loading={pending}>
              {confirm}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('enrolmentActions.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
