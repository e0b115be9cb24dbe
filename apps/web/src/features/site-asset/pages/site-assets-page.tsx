import '@mantine/core/styles/List.css';
import type { LearnerProduct, SiteAssetList } from '@continuum/contracts';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { PageTitle } from '@/shared/ui/page-title';
import { ProductSiteAssets } from '../components/product-site-assets';
import { siteAssetListTitle, siteAssets } from '../model/site-asset-lists';

/** careerSiteAssets, studyPlanSiteAssets and studyTipSiteAssets (001 §2): one list of the product's site assets. */
function SiteAssetsPage({ list }: { list: SiteAssetList }) {
  return <ProductSiteAssets>{(product) => <SiteAssetsList product={product} list={list} />}</ProductSiteAssets>;
}

export const CareerSiteAssetsPage = () => <SiteAssetsPage list="career" />;
export const StudyPlanSiteAssetsPage = () => <SiteAssetsPage list="study-plan" />;
export const StudyTipSiteAssetsPage = () => <SiteAssetsPage list="study-tip" />;

function SiteAssetsList({ product, list }: { product: LearnerProduct; list: SiteAssetList }) {
  const { t } = useTranslation();
  const assets = siteAssets(product, list);
  return (
    <Stack gap="md">
      <div>
        <AppLink to={paths.productHome.href({ lpId: product.id })}>{t('resource.returnHome')}</AppLink>
      </div>
      <PageTitle>{siteAssetListTitle(product, list)}</PageTitle>
      {assets.length === 0 ? (
        <Text c="dimmed">{t('resource.siteAssets.empty')}</Text>
      ) : (
        <List spacing="xs">
          {assets.map((asset, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: site assets are addressed by their index (001 §2)
            <List.Item key={index}>
              <AppLink to={paths.siteAsset.href({ list, index })}>{asset.label}</AppLink>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
