import type { LearnerProduct, SiteAssetList } from '@continuum/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { PageTitle } from '@/shared/ui/page-title';
import { ProductSiteAssets } from '../components/product-site-assets';
import { SiteAssetView } from '../components/site-asset-view';
import { isSiteAssetList, siteAssetListRoute, siteAssetListTitle, siteAssets } from '../model/site-asset-lists';

/** /site-asset/{list}/{siteAssetIndex} (001 §2): one site asset with its back link and 'Open in new tab'. */
export function SiteAssetPage() {
  return <SiteAssetRoute external={false} />;
}

/** /site-asset-ext/{list}/{siteAssetIndex}: the same without the app's chrome. */
export function SiteAssetExtPage() {
  return <SiteAssetRoute external />;
}

function SiteAssetRoute({ external }: { external: boolean }) {
  const { list, siteAssetIndex } = useParams();
  if (!isSiteAssetList(list)) return <Navigate to={paths.home.href()} replace />;
  const index = Number(siteAssetIndex);
  return (
    <ProductSiteAssets>
      {(product) => <SingleSiteAsset product={product} list={list} index={index} external={external} />}
    </ProductSiteAssets>
  );
}

interface SingleSiteAssetProps {
  product: LearnerProduct;
  list: SiteAssetList;
  index: number;
  external: boolean;
}

function SingleSiteAsset({ product, list, index, external }: SingleSiteAssetProps) {
  const { t } = useTranslation();
  // null when the index is out of range (001 §2).
  const asset = Number.isInteger(index) ? (siteAssets(product, list)[index] ?? null) : null;
  const back = !external && (
    <div>
      <AppLink to={paths[siteAssetListRoute[list]].href()}>
        {t('resource.siteAssets.returnTo', { title: siteAssetListTitle(product, list) })}
      </AppLink>
    </div>
  );
  if (!asset) {
    return (
      <Stack gap="md">
        {back}
        <Text>{t('resource.siteAssets.empty')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {back}
      <PageTitle>{asset.label}</PageTitle>
      {!external && (
        <Group>
          <Button
            component="a"
            href={paths.siteAssetExt.href({ list, index })}
            target="_blank"
            rel="noopener"
            variant="default"
            size="sm"
          >
            {t('resource.actions.openInNewTab')}
          </Button>
        </Group>
      )}
      <SiteAssetView asset={asset} />
    </Stack>
  );
}
