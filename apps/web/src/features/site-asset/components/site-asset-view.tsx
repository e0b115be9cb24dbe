import type { SiteAssetEntry } from '@continuum/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PdfDocument } from '@/shared/pdf/pdf-document';
import { DISPLAYED_SITE_ASSET_TYPES } from '../model/site-asset-lists';

/** A site asset's content: only PDF is displayed (001 §2); other types say so. */
export function SiteAssetView({ asset }: { asset: SiteAssetEntry }) {
  const { t } = useTranslation();
  if (!DISPLAYED_SITE_ASSET_TYPES.includes(asset.type.toUpperCase())) {
    return <Text role="alert">{t('resource.siteAssets.unsupported', { type: asset.type })}</Text>;
  }
  return <PdfDocument url={asset.url} title={asset.label} />;
}
