import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** First / Previous / 'Page n of m' / Next / Last of a paged list; pages are 0-based underneath, 1-based on screen. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const last = totalPages - 1;
  return (
    <nav aria-label={t('pagedList.pager')}>
      <Group gap="xs" mt="md">
        <Button variant="default" size="xs" disabled={page === 0} onClick={() => onPage(0)}>
          {t('pagedList.first')}
        </Button>
        <Button variant="default" size="xs" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {t('pagedList.previous')}
        </Button>
        <Text size="sm" aria-current="page">
          {t('pagedList.pageOf', { page: Math.min(page, last) + 1, pages: totalPages })}
        </Text>
        <Button variant="default" size="xs" disabled={page >= last} onClick={() => onPage(page + 1)}>
          {t('pagedList.next')}
        </Button>
        <Button variant="default" size="xs" disabled={page >= last} onClick={() => onPage(last)}>
          {t('pagedList.last')}
        </Button>
      </Group>
    </nav>
  );
}
