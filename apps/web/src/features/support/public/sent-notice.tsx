import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '@/shared/ui/message-alert';

/** What a support modal shows once its message is sent: the confirmation and a Close button that takes focus. */
export function SentNotice({ title, children, onClose }: { title?: string; children: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <MessageAlert tone="success" title={title}>
        {children}
      </MessageAlert>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {t('support.close')}
        </Button>
      </Group>
    </Stack>
  );
}
