import { Button, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { type ErrorReport, errorReports, useErrorReport } from '../error-reports';

// Only someone reporting a problem needs it, and the initial bundle has no room (scripts/check-budget.mjs).
const ErrorReportPanel = lazy(() => import('./error-report-panel').then((m) => ({ default: m.ErrorReportPanel })));

/**
 * Generic dialog for unexpected failures (spec 000 §8): 'An error occurred (Error: {n}x{m})', asking to
 * dismiss and retry, else report (decision 0070). A failed read offers "Try again", which fetches it again;
 * after a failed action, dismissing gives focus back to the control, for the user to redo it.
 */
export function ErrorDialog() {
  const report = useErrorReport();
  // Keyed by the failure, so a new one starts without the previous one's report open.
  return report ? <OpenErrorDialog key={report.at.getTime()} report={report} /> : null;
}

function OpenErrorDialog({ report }: { report: ErrorReport }) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const canRetry = report.retries.length > 0;
  const dismiss = () => errorReports.dismiss();
  return (
    <AlertDialog
      opened
      role="alertdialog"
      title={t('global.messages.error.dialogTitle')}
      onClose={dismiss}
      actions={
        <>
          {!reporting && (
            <Button variant="subtle" onClick={() => setReporting(true)}>
              {t('global.messages.error.report')}
            </Button>
          )}
          {canRetry ? (
            <>
              <Button variant="default" onClick={dismiss}>
                {t('global.form.dismiss')}
              </Button>
              <Button data-autofocus onClick={() => errorReports.retry()}>
                {t('global.form.retry')}
              </Button>
            </>
          ) : (
            <Button data-autofocus onClick={dismiss}>
              {t('global.form.dismiss')}
            </Button>
          )}
        </>
      }
    >
      <Text mb="xs">{httpErrorText(report.error)}</Text>
      <Text size="sm" c="dimmed">
        {t('global.messages.error.dismissRetry')}
      </Text>
      {reporting && (
        <Suspense fallback={<Loader size="sm" mt="sm" aria-label={t('global.messages.error.report')} />}>
          <ErrorReportPanel report={report} />
        </Suspense>
      )}
    </AlertDialog>
  );
}
