import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/shared/ui/page-title';

interface ExamSubheaderProps {
  title: string;
  /** An optional label beside the title (e.g. OPTIONAL, Final Exam). */
  label?: string | null;
  /** Question n of m while taking the exam. */
  progress?: { number: number; total: number } | null;
  /** The Submit Exam button, when the exam is under way; disabled unless the spec's rule allows it. */
  submit?: { enabled: boolean; onClick: () => void } | null;
  /** 'Results' beside the title on the exam history page (002 §2 exam history subheader). */
  resultsLabel?: boolean;
}

/**
 * The exam subheader (002 §2, desktop and mobile): the node title as the page's h1, question number of
 * count, an optional label and Submit Exam when enabled. It wraps on narrow screens rather than hiding
 * anything, so both layouts keep the same controls.
 */
export function ExamSubheader({ title, label, progress, submit, resultsLabel }: ExamSubheaderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} mb="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" align="baseline" wrap="wrap">
          <PageTitle>{resultsLabel ? t('exam.history.title', { title }) : title}</PageTitle>
          {label && <Badge variant="light">{label}</Badge>}
        </Group>
        {submit && (
          <Button onClick={submit.onClick} disabled={!submit.enabled}>
            {t('exam.nav.submit')}
          </Button>
        )}
      </Group>
      {progress && (
        <Text size="sm" aria-live="off">
          {t('exam.subheader.progress', { number: progress.number, count: progress.total })}
        </Text>
      )}
    </Stack>
  );
}
