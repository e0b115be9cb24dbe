import { LOG_LEVELS, type LogLevelName } from '@continuum/contracts';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useLoggers, useSetLogLevel } from '../api/operations';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';

/** Logs (002 logs; GET/PUT api/logs): each logger's level, changed at once on the instance that answers. */
export function LogsPage() {
  const { t } = useTranslation();
  const loggers = useLoggers();
  const setLevel = useSetLogLevel();
  return (
    <>
      <PageTitle>{t('operations.logs.title')}</PageTitle>
      <Text size="sm" mb="md" maw={640}>
        {t('operations.logs.hint')}
      </Text>
      {loggers.isPending && <PageLoader />}
      {loggers.isError && <QueryErrorAlert error={loggers.error} onRetry={() => loggers.refetch()} />}
      <Stack maw={320}>
        {loggers.data?.map((logger) => (
          <NativeSelect
            key={logger.name}
            label={t('operations.logs.level', { name: logger.name })}
            value={logger.level}
            onChange={(e) => setLevel.mutate({ name: logger.name, level: e.currentTarget.value as LogLevelName })}
            data={LOG_LEVELS.map((level) => ({ value: level, label: t(`operations.logs.levels.${level}`) }))}
          />
        ))}
        {setLevel.isSuccess && <MessageAlert tone="success">{t('operations.logs.saved')}</MessageAlert>}
        {setLevel.isError && <MessageAlert tone="error">{httpErrorText(setLevel.error)}</MessageAlert>}
      </Stack>
    </>
  );
}
