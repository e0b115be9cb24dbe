import type { LearnerProduct, SiteAssetEntry } from '@continuum/contracts';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STUDY_PLAN_LABEL } from '../model/constants';
import { SidebarBox } from './sidebar-box';

type SiteAssets = LearnerProduct['siteAssets'];

/**
 * Study tools from the product's site assets: the study plan (titled with studyPlanLabel, default
 * 'Course Syllabus'), study tips, career builder and, where asked, the instructor schedule. Only lists that
 * have assets are shown. The asset pages come with their own work, so the labels are listed, not linked.
 */
export function ToolsBox({ assets, withSchedule = false }: { assets: SiteAssets; withSchedule?: boolean }) {
  const { t } = useTranslation();
  const groups: [string, SiteAssetEntry[]][] = [
    [assets.studyPlanLabel || STUDY_PLAN_LABEL, assets.studyPlanAssets],
    [t('course.sidebar.studyTips'), assets.studyTipAssets],
    [t('course.sidebar.careerBuilder'), assets.careerBuilderAssets],
  ];
  if (withSchedule) groups.push([t('course.sidebar.instructorSchedule'), assets.instructorScheduleAssets]);
  const shown = groups.filter(([, list]) => list.length > 0);
  if (shown.length === 0) return null;
  return (
    <SidebarBox title={t('course.sidebar.tools')}>
      <Stack gap="xs">
        {shown.map(([title, list]) => (
          <div key={title}>
            <Text size="sm" fw={600}>
              {title}
            </Text>
            <List size="sm" spacing={2}>
              {list.map((asset, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: assets are addressed by their index (001 §2)
                <List.Item key={index}>{asset.label}</List.Item>
              ))}
            </List>
          </div>
        ))}
      </Stack>
    </SidebarBox>
  );
}
