import type { GlossaryTerm } from '@continuum/contracts';
import { Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './glossary.module.css';

/** Search results (001 §2): word, definition and example; the word opens the term modal. */
export function GlossaryResults({ terms, onOpen }: { terms: GlossaryTerm[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  if (terms.length === 0) return <Text role="status">{t('glossary.empty')}</Text>;
  return (
    <Stack gap="md" component="ul" className={classes.results} aria-label={t('glossary.resultsLabel')}>
      {terms.map((term) => (
        <li key={term.id} className={classes.result}>
          <Title order={2} size="h5">
            <UnstyledButton className={classes.word} onClick={() => onOpen(term.id)}>
              {term.word}
            </UnstyledButton>
          </Title>
          <Text size="sm">{term.definition}</Text>
          {term.example && (
            <Text size="sm" c="dimmed">
              {t('glossary.example')} {term.example}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
