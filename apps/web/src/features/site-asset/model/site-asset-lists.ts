import type { LearnerProduct, SiteAssetEntry, SiteAssetList } from '@continuum/contracts';
import { i18n } from '@/shared/i18n/i18n';

/**
 * The three site-asset lists of 001 §2, by route segment, with the product field each reads (contracts'
 * SITE_ASSET_LISTS, copied because a contracts value would pull zod into this chunk; the test keeps them equal).
 */
export const SITE_ASSET_LISTS = {
  career: 'careerBuilderAssets',
  'study-plan': 'studyPlanAssets',
  'study-tip': 'studyTipAssets',
} as const satisfies Record<SiteAssetList, keyof LearnerProduct['siteAssets']>;

/** Only PDF site assets are displayed (contracts' DISPLAYED_SITE_ASSET_TYPES). */
export const DISPLAYED_SITE_ASSET_TYPES: readonly string[] = ['PDF'];

export function isSiteAssetList(value: string | undefined): value is SiteAssetList {
  return value !== undefined && Object.hasOwn(SITE_ASSET_LISTS, value);
}

export function siteAssets(product: LearnerProduct, list: SiteAssetList): SiteAssetEntry[] {
  return product.siteAssets[SITE_ASSET_LISTS[list]];
}

/** The list's title: 'Career Builder', the study-plan label (default 'Course Syllabus'), 'Study Tips'. */
export function siteAssetListTitle(product: LearnerProduct, list: SiteAssetList): string {
  if (list === 'study-plan') return product.siteAssets.studyPlanLabel || i18n.t('resource.siteAssets.studyPlanDefault');
  return i18n.t(list === 'career' ? 'resource.siteAssets.career' : 'resource.siteAssets.studyTip');
}

/** The list's own route (careerSiteAssets, studyPlanSiteAssets, studyTipSiteAssets). */
export const siteAssetListRoute = {
  career: 'careerSiteAssets',
  'study-plan': 'studyPlanSiteAssets',
  'study-tip': 'studyTipSiteAssets',
} as const satisfies Record<SiteAssetList, string>;
