import '@mantine/core/styles/Input.css';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentProductRoute } from '@/features/product/public/current-product-route';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { PageTitle } from '@/shared/ui/page-title';
import { useSearchGlossary } from '../api/search-glossary';
import { GlossaryResults } from '../components/glossary-results';
import { GlossaryTermModal } from '../components/glossary-term-modal';
import { SearchErrorDialog } from '../components/search-error-dialog';
import { GLOSSARY_SEARCH_MAX } from '../model/constants';

/** /glossary (productGlossary, 001 §2): search the current product's glossary and open a term. */
export function GlossaryPage() {
  return <CurrentProductRoute>{(lpId) => <GlossarySearch lpId={lpId} />}</CurrentProductRoute>;
}

function GlossarySearch({ lpId }: { lpId: number }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const [errorOpen, setErrorOpen] = useState(false);
  const [termId, setTermId] = useState<number | null>(null);
  const search = useSearchGlossary(lpId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    setMissing(text === '');
    if (text === '') return;
    search.mutate(text, { onError: () => setErrorOpen(true) });
  };

  return (
    <Stack gap="md">
      <div>
        <AppLink to={paths.productHome.href({ lpId })}>{t('glossary.returnHome')}</AppLink>
      </div>
      <PageTitle>{t('glossary.title')}</PageTitle>
      <search>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('glossary.searchLabel')}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              maxLength={GLOSSARY_SEARCH_MAX}
              error={missing ? t('glossary.required') : undefined}
              miw={260}
            />
            <Button type="submit" loading={search.isPending}>
              {t('glossary.search')}
            </Button>
          </Group>
        </form>
      </search>
      {search.isSuccess && <GlossaryResults terms={search.data} onOpen={setTermId} />}
      <GlossaryTermModal termId={termId} onClose={() => setTermId(null)} />
      <SearchErrorDialog opened={errorOpen} onClose={() => setErrorOpen(false)} />
    </Stack>
  );
}
