import { z } from 'zod';
import { idParam, text } from './inputs.js';

/**
 * Site assets (001 §3 Site asset: label, type, url) come with the product (GET api/product/{lpId},
 * `siteAssets`). The routes name three lists; the route segment maps to the product field.
 */
export const SITE_ASSET_LISTS = {
  career: 'careerBuilderAssets',
  'study-plan': 'studyPlanAssets',
  'study-tip': 'studyTipAssets',
} as const;
export const siteAssetList = z.enum(['career', 'study-plan', 'study-tip']);
export type SiteAssetList = z.infer<typeof siteAssetList>;

/** Only PDF site assets are displayed; others show 'Unsupported site asset type: {type}' (001 §2). */
export const DISPLAYED_SITE_ASSET_TYPES: readonly string[] = ['PDF'];

/**
 * Where a site asset stored from a course package is served (session required, enrolled learners and
 * administrators only). The import writes this path into the asset's `url`; absolute URLs stay as written.
 */
export const siteAssetPaths = {
  file: (productId: number, fileName: string) =>
    `/asset-storage/site-asset/download/${productId}/${encodeURIComponent(fileName)}`,
};
export const siteAssetFileParams = z.object({
  productId: idParam('productId'),
  path: text().min(1, 'path is required').max(255),
});
