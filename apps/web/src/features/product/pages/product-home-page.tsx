import type { LearnerProduct } from '@continuum/contracts';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { hasStatus } from '@/shared/http/api-error';
import { paths } from '@/shared/paths';
import { clearCurrentProductId, getCurrentProductId, setCurrentProductId } from '@/shared/storage/current-product';
import { AppLink } from '@/shared/ui/app-link';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { useLearnerProduct } from '../api/get-learner-product';

/**
 * /lp/:lpId/home: the product home. For now it shows the learner product's basic fields only; the course
 * outline, sidebars and progress come with the course-experience work (spec 001).
 */
export function ProductHomePage() {
  const { t } = useTranslation();
  const lpId = Number(useParams().lpId);
  const product = useLearnerProduct(lpId);
  const notFound = !Number.isInteger(lpId) || lpId <= 0 || hasStatus(product.error, 404);

  useEffect(() => {
    // Opening a product makes it the current one that home (/) returns to; a product gone is forgotten.
    if (product.data) setCurrentProductId(product.data.id);
    else if (notFound && getCurrentProductId() === lpId) clearCurrentProductId();
  }, [product.data, notFound, lpId]);

  if (notFound) {
    return (
      <>
        <PageTitle>{t('productHome.notFound.title')}</PageTitle>
        <Text mb="md">{t('productHome.notFound.message')}</Text>
        <AppLink to={paths.productSelector.href()}>{t('productHome.chooseProduct')}</AppLink>
      </>
    );
  }
  if (product.isError) return <MessageAlert tone="error">{httpErrorText(product.error)}</MessageAlert>;
  if (!product.data) return <PageLoader />;
  return <ProductSummary product={product.data} />;
}

function ProductSummary({ product }: { product: LearnerProduct }) {
  const { t } = useTranslation();
  const none = t('productHome.none');
  const rows: [string, React.ReactNode][] = [
    [t('productHome.fields.accountName'), product.accountName],
    [t('productHome.fields.type'), t(`productHome.types.${product.type}`)],
    [t('productHome.fields.status'), product.status],
    [t('productHome.fields.industry'), product.industry ?? none],
    [t('productHome.fields.state'), product.state ?? none],
    [t('productHome.fields.licenseType'), product.licenseType ?? none],
    [t('productHome.fields.learnerProductId'), product.id],
    [
      t('productHome.fields.accountPhone'),
      product.accountPhone ? (
        <Anchor key="phone" href={`tel:${product.accountPhone}`}>
          {product.accountPhone}
        </Anchor>
      ) : (
        none
      ),
    ],
    [
      t('productHome.fields.accountEmail'),
      product.accountEmail ? (
        <Anchor key="email" href={`mailto:${product.accountEmail}`}>
          {product.accountEmail}
        </Anchor>
      ) : (
        none
      ),
    ],
  ];
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
        {t('productHome.eyebrow')}
      </Text>
      <PageTitle>{product.courseTitle}</PageTitle>
      <Table variant="vertical" withTableBorder maw={640}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={200}>
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <AppLink to={paths.productSelector.href()} mt="md">
        {t('productHome.chooseProduct')}
      </AppLink>
    </Stack>
  );
}
