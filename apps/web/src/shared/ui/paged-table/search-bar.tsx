import { PAGE_SIZES, SEARCH_OPERATIONS, SEARCH_VALUE_MAX, type SearchOperation } from '@continuum/contracts';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedSearchState } from './paged-search-params';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';

/** Search value, operation and page size of a paged list (000 §9); the search runs on submit, not per keystroke. */
export function SearchBar({ state, onChange }: { state: PagedSearchState; onChange: (next: PagedSearchState) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(state.searchValue);
  const [operation, setOperation] = useState<SearchOperation>(state.searchOperation);
  // Back/forward changes the URL: the fields follow it.
  useEffect(() => setValue(state.searchValue), [state.searchValue]);
  useEffect(() => setOperation(state.searchOperation), [state.searchOperation]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...state, searchValue: value, searchOperation: operation, page: 0 });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and older assistive tech; the role says the same.
    <form role="search" aria-label={t('pagedList.searchLabel')} onSubmit={submit}>
      <Group align="end" mb="md" wrap="wrap">
        <NativeSelect
          label={t('pagedList.operation')}
          value={operation}
          onChange={(e) => setOperation(e.currentTarget.value as SearchOperation)}
          data={SEARCH_OPERATIONS.map((op) => ({ value: op, label: t(`pagedList.operations.${op}`) }))}
        />
        <TextInput
          label={t('pagedList.search')}
          value={value}
          maxLength={SEARCH_VALUE_MAX}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <Button type="submit">{t('pagedList.searchButton')}</Button>
        <NativeSelect
          label={t('pagedList.pageSize')}
          value={String(state.pageSize)}
          onChange={(e) => onChange({ ...state, pageSize: Number(e.currentTarget.value), page: 0 })}
          data={PAGE_SIZES.map((size) => String(size))}
        />
      </Group>
    </form>
  );
}
