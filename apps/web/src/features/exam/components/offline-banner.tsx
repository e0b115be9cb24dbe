import { useTranslation } from 'react-i18next';
import { MessageAlert } from '@/shared/ui/message-alert';

/** Shown while calls wait for the connection; the answers are kept in order and sent when it returns. */
export function OfflineBanner() {
  const { t } = useTranslation();
  return (
    <MessageAlert tone="warning" title={t('exam.offline.title')}>
      {t('exam.offline.message')}
    </MessageAlert>
  );
}
