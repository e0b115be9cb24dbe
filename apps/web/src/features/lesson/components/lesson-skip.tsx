import type { LearnerProduct, NodeView } from '@continuum/contracts';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfig } from '@/shared/config/get-config';
import { useFeatureFlags } from '@/shared/feature-flags/get-feature-flags';
import { paths } from '@/shared/paths';

/**
 * Skip Lesson (001 §4): only in a development build (api/config devMode), or when the product or the
 * devShowLessonSkip feature flag asks for it. It moves on without completing anything: progress stays
 * the server's.
 */
export function LessonSkip({ lpId, node, product }: { lpId: number; node: NodeView; product: LearnerProduct | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useConfig().data;
  // A missing flag must not show a developer tool, so this flag is read as "on only when set true".
  const flagged = useFeatureFlags().data?.devShowLessonSkip === true;
  if (!(config?.devMode || product?.devShowLessonSkip || flagged)) return null;
  const to = node.nextStep ? paths.lc.href({ lpId, nodeId: node.nextStep.id }) : paths.productHome.href({ lpId });
  return (
    <Group>
      <Button variant="subtle" color="gray" size="compact-sm" onClick={() => navigate(to)}>
        {t('lesson.skip')}
      </Button>
    </Group>
  );
}
