import type { Paged } from '@continuum/contracts';
import { Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../page-loader';
import type { PagedSearchState } from './paged-search-params';
import { toggleSort } from './paged-search-params';
import { Pager } from './pager';
import { SearchBar } from './search-bar';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';

const ARROWS = { ascending: ' ▲', descending: ' ▼', none: '' } as const;

export interface PagedColumn<T> {
  /** The sort field the server knows, when the column can be sorted. */
  sortField?: string;
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * The one table of every paged list (000 §9): search bar, sortable headers (aria-sort), the page's rows, the
 * totals and a pager. The caller owns the state (usually in the URL) and the query.
 */
export function PagedTable<T>({
  caption,
  columns,
  rowKey,
  state,
  onChange,
  data,
  isPending,
  empty,
}: {
  caption: string;
  columns: PagedColumn<T>[];
  rowKey: (row: T) => string | number;
  state: PagedSearchState;
  onChange: (next: PagedSearchState) => void;
  data: Paged<T> | undefined;
  isPending: boolean;
  empty: string;
}) {
  const { t } = useTranslation();
  const sortOf = (field?: string) =>
    field && state.primary?.field === field ? (state.primary.direction === 'ASC' ? 'ascending' : 'descending') : undefined;
  const first = data && data.totalElements > 0 ? state.page * state.pageSize + 1 : 0;
  const last = data ? first + data.content.length - (data.content.length ? 1 : 0) : 0;

  return (
    <>
      <SearchBar state={state} onChange={onChange} />
      {isPending && !data && <PageLoader />}
      {data && data.content.length === 0 && <Text>{empty}</Text>}
      {data && data.content.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Caption>
              {caption} · {t('pagedList.showing', { first, last, total: data.totalElements })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header} scope="col" aria-sort={sortOf(column.sortField)}>
                    {column.sortField ? (
                      <UnstyledButton onClick={() => onChange(toggleSort(state, column.sortField as string))} fw={700} fz="sm">
                        {column.header}
                        {/* The direction is aria-sort's to say; the arrow is for the eye. */}
                        <span aria-hidden="true">{ARROWS[sortOf(column.sortField) ?? 'none']}</span>
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.content.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && <Pager page={state.page} totalPages={data.totalPages} onPage={(page) => onChange({ ...state, page })} />}
    </>
  );
}
