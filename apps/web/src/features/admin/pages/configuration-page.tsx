import { Button, Code, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { fetchDiagnosticReport, useConfigProps } from '../api/operations';
import '@mantine/core/styles/Code.css';

/** Configuration (002 configuration; admin/manage/configprops) and the diagnostic report (admin/manage/dump) as a download. */
export function ConfigurationPage() {
  const { t } = useTranslation();
  const config = useConfigProps();
  const dump = useMutation({
    mutationFn: fetchDiagnosticReport,
    meta: { errorDialog: false },
    onSuccess: (report) => {
      const url = URL.createObjectURL(new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'continuum-diagnostic-report.json';
      link.click();
      URL.revokeObjectURL(url);
    },
  });
  return (
    <>
      <PageTitle>{t('operations.configuration.title')}</PageTitle>
      <Text size="sm" mb="md" maw={640}>
        {t('operations.configuration.hint')}
      </Text>
      {config.isPending && <PageLoader />}
      {config.isError && <QueryErrorAlert error={config.error} onRetry={() => config.refetch()} />}
      {config.data && (
        <Code block tabIndex={0} role="region" aria-label={t('operations.configuration.values')}>
          {JSON.stringify(config.data, null, 2)}
        </Code>
      )}
      <Group mt="lg">
        <Button variant="default" onClick={() => dump.mutate()} loading={dump.isPending}>
          {t('operations.configuration.dump')}
        </Button>
      </Group>
      {dump.isError && <MessageAlert tone="error">{httpErrorText(dump.error)}</MessageAlert>}
    </>
  );
}
