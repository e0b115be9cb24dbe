import type { AdminProductRow } from '@continuum/contracts';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDay } from '@/shared/format/i18n-formatters';
import { PageTitle } from '@/shared/ui/page-title';
import { readSearchState, toSearchRequest, writeSearchState } from '@/shared/ui/paged-table/paged-search-params';
import { type PagedColumn, PagedTable } from '@/shared/ui/paged-table/paged-table';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useProductSearch } from '../api/products';
import { PackageImport } from '../components/package-import';
import { ProductAdvertisement } from '../components/product-advertisement';
import { ProductBroadcast } from '../components/product-broadcast';
import { ProductCompliance } from '../components/product-compliance';
import { ProductInstructors } from '../components/product-instructors';
import { ProductRulesEditor } from '../components/product-rules-editor';

/** Products and imports (issue 17): the products, one product's SC_* rules, and course package imports. */
export function ProductsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params, { field: 'code', direction: 'ASC' });
  const list = useProductSearch(toSearchRequest(state));
  const selected = Number(params.get('product'));
  const productId = Number.isInteger(selected) && selected > 0 ? selected : null;
  const columns: PagedColumn<AdminProductRow>[] = [
    { header: t('products.fields.code'), sortField: 'code', cell: (p) => p.code },
    { header: t('products.fields.name'), sortField: 'name', cell: (p) => p.name },
    { header: t('products.fields.type'), sortField: 'type', cell: (p) => p.type },
    { header: t('products.fields.createdAt'), sortField: 'createdAt', cell: (p) => formatDay(p.createdAt, i18n.language) },
    {
      header: t('products.fields.actions'),
      cell: (p) => (
        <Button
          size="xs"
          variant={p.id === productId ? 'filled' : 'default'}
          aria-pressed={p.id === productId}
          aria-label={t('products.rulesOf', { code: p.code })}
          onClick={() =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('product', String(p.id));
              return next;
            })
          }
        >
          {t('products.rulesButton')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageTitle>{t('products.title')}</PageTitle>
      {list.isError && <QueryErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      <PagedTable
        caption={t('products.title')}
        columns={columns}
        rowKey={(p) => p.id}
        state={state}
        onChange={(next) => setParams((current) => writeSearchState(next, current))}
        data={list.data}
        isPending={list.isPending}
        empty={t('products.empty')}
      />
      {productId !== null && <ProductRulesEditor key={productId} productId={productId} />}
      {productId !== null && <ProductCompliance key={`compliance-${productId}`} productId={productId} />}
      {productId !== null && <ProductInstructors key={`instructors-${productId}`} productId={productId} />}
      {productId !== null && <ProductAdvertisement key={`advertisement-${productId}`} productId={productId} />}
      {productId !== null && <ProductBroadcast key={`broadcast-${productId}`} productId={productId} />}
      <PackageImport />
    </>
  );
}
