import '@mantine/core/styles/Code.css';
import type { DraftConflictReply } from '@continuum/contracts';
import { Button, Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '@/shared/ui/message-alert';

/** Someone saved first (decision 0164): their value is shown, and reloading takes it before editing again. */
export function ConflictNotice({ conflict, onReload }: { conflict: DraftConflictReply; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageAlert tone="warning" title={t('studio.conflict.title')}>
      <Text size="sm">{t('studio.conflict.body', { revision: conflict.current.revision })}</Text>
      <Code block mt="xs" aria-label={t('studio.conflict.theirs')}>
        {JSON.stringify(conflict.current.value, null, 2)}
      </Code>
      <Button mt="xs" variant="outline" onClick={onReload}>
        {t('studio.conflict.reload')}
      </Button>
    </MessageAlert>
  );
}
