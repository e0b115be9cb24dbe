import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import { type KeyboardEvent, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BlockKey } from '@/features/cms/public/content-block';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useUserProducts } from '../api/get-user-products';
import { productStatusKey } from '../model/product-status';

// Loaded after the page, not with it: a static import put this chunk into the first load's preload lists (0079).
const ContentBlock = lazy(() => import('@/features/cms/public/content-block').then((m) => ({ default: m.ContentBlock })));

/**
 * /product-selector (spec 000 §2): the user's products; a row click opens the product home. The product
 * name is a real link, so keyboard users Tab to it and press Enter.
 */
export function ProductSelectorPage() {
  const { t } = useTranslation();
  const products = useUserProducts();
  const navigate = useNavigate();
  const open = (lpId: number) => navigate(paths.productHome.href({ lpId }));
  const onRowKey = (event: KeyboardEvent, lpId: number) => {
    // Enter on the link itself is handled by the link.
    if (event.key === 'Enter' && event.target === event.currentTarget) open(lpId);
  };

  let body: React.ReactNode;
  if (products.isPending) body = <PageLoader />;
  // 001 §8: a failed load shows the empty list's text, 'No current products found!'; with it, so the failure is not
  // mistaken for an empty list (decision 0065), the error and a way to try again (issue 25 item 22, decision 0116).
  else if (products.isError)
    body = (
      <>
        <Text mb="sm">{t('productSelector.empty')}</Text>
        <QueryErrorAlert error={products.error} onRetry={() => void products.refetch()} />
      </>
    );
  else if (!products.data?.length) body = <Text>{t('productSelector.empty')}</Text>;
  else {
    body = (
      <Table.ScrollContainer minWidth={480}>
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('productSelector.table.productName')}</Table.Th>
              <Table.Th scope="col">{t('productSelector.table.learnerProductId')}</Table.Th>
              <Table.Th scope="col">{t('productSelector.table.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.data.map((p) => (
              <Table.Tr
                key={p.learnerProductId}
                style={{ cursor: 'pointer' }}
                onClick={() => open(p.learnerProductId)}
                onKeyDown={(event) => onRowKey(event, p.learnerProductId)}
              >
                <Table.Td>
                  <AppLink to={paths.productHome.href({ lpId: p.learnerProductId })} onClick={(e) => e.stopPropagation()}>
                    {p.productName}
                  </AppLink>
                </Table.Td>
                <Table.Td>{p.learnerProductId}</Table.Td>
                <Table.Td>{t(productStatusKey(p.status))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <>
      <PageTitle>{t('productSelector.title')}</PageTitle>
      <Suspense fallback={null}>
        <ContentBlock blockKey={'product-selector.notice' satisfies BlockKey} />
      </Suspense>
      {body}
    </>
  );
}
