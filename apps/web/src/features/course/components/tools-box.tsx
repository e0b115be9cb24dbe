import '@mantine/core/styles/List.css';
import type { LearnerProduct, SiteAssetEntry } from '@continuum/contracts';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Feature } from '@/shared/feature-flags/feature';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { STUDY_PLAN_LABEL } from '../model/constants';
import { SidebarBox } from './sidebar-box';

type SiteAssets = LearnerProduct['siteAssets'];
type ListName = 'career' | 'study-plan' | 'study-tip';

/**
 * Study tools: the glossary, then the product's site assets: the study plan (titled with studyPlanLabel,
 * default 'Course Syllabus'), study tips, career builder and, where asked, the instructor schedule. Only
 * lists that have assets are shown; each list title opens its page and each asset its view (001 §2). The
 * instructor schedule has no page of its own, so its assets are listed.
 */
export function ToolsBox({ assets, withSchedule = false }: { assets: SiteAssets; withSchedule?: boolean }) {
  const { t } = useTranslation();
  const groups: [string, SiteAssetEntry[], ListName | null][] = [
    [assets.studyPlanLabel || STUDY_PLAN_LABEL, assets.studyPlanAssets, 'study-plan'],
    [t('course.sidebar.studyTips'), assets.studyTipAssets, 'study-tip'],
    [t('course.sidebar.careerBuilder'), assets.careerBuilderAssets, 'career'],
  ];
  if (withSchedule) groups.push([t('course.sidebar.instructorSchedule'), assets.instructorScheduleAssets, null]);
  const shown = groups.filter(([, list]) => list.length > 0);
  return (
    <SidebarBox title={t('course.sidebar.tools')}>
      <Stack gap="xs">
        {/* A page flagged off is hidden, not offered and then bounced home (000 §4). */}
        <Feature flag="productGlossary">
          <AppLink to={paths.productGlossary.href()} size="sm" fw={600}>
            {t('course.sidebar.glossary')}
          </AppLink>
        </Feature>
        {shown.map(([title, list, name]) => (
          <div key={title}>
            {name ? (
              <AppLink to={listHref(name)} size="sm" fw={600}>
                {title}
              </AppLink>
            ) : (
              <Text size="sm" fw={600}>
                {title}
              </Text>
            )}
            <List size="sm" spacing={2}>
              {list.map((asset, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: assets are addressed by their index (001 §2)
                <List.Item key={index}>
                  {name ? <AppLink to={paths.siteAsset.href({ list: name, index })}>{asset.label}</AppLink> : asset.label}
                </List.Item>
              ))}
            </List>
          </div>
        ))}
      </Stack>
    </SidebarBox>
  );
}

function listHref(name: ListName): string {
  if (name === 'career') return paths.careerSiteAssets.href();
  return name === 'study-plan' ? paths.studyPlanSiteAssets.href() : paths.studyTipSiteAssets.href();
}
