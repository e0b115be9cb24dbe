import '@mantine/core/styles/Paper.css';
import type { NodeView } from '@continuum/contracts';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { LockIcon } from '@/shared/ui/lock-icon';
import classes from './lock-overlay.module.css';

/** A locked lesson (001 §3): the slide area under a lock, why (an instructor is needed) and the way home. */
export function LockOverlay({ lpId, node }: { lpId: number; node: NodeView }) {
  const { t } = useTranslation();
  const instructor = node.instructorInfo.instructorRequired || node.instructorInfo.ancestorInstructorRequired;
  return (
    <Paper withBorder className={classes.overlay} p="xl">
      <Stack align="center" gap="sm">
        <span className={classes.icon}>
          <LockIcon label={t('lesson.locked.icon')} />
        </span>
        <Text fw={600}>{t('lesson.locked.title')}</Text>
        {instructor && <Text size="sm">{node.instructorInfo.text ?? t('lesson.locked.instructor')}</Text>}
        <AppLink to={paths.productHome.href({ lpId })}>{t('lesson.returnHome')}</AppLink>
      </Stack>
    </Paper>
  );
}
