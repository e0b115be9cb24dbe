import '@mantine/core/styles/Pagination.css';
import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page numbers offered at once, and First/Last only past that many pages (001 §9). */
export const FORUM_QUICK_PICK = 5;

/** The up-to-five page numbers around the current page, kept within 1..pages. */
export function quickPickPages(current: number, pages: number): number[] {
  const count = Math.min(FORUM_QUICK_PICK, pages);
  const start = Math.min(Math.max(1, current - Math.floor(FORUM_QUICK_PICK / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/**
 * The forum's pager: Previous/Next and a quick pick of at most five page numbers, with First/Last when
 * there are more than five pages. Mantine's own range shows up to seven items with ellipses, which is not
 * the spec's pager (decision 0065).
 */
export function ForumPager({ pages, value, onChange }: { pages: number; value: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const edges = pages > FORUM_QUICK_PICK;
  const label = (control: string) => ({ 'aria-label': t(`resource.forum.pager.${control}`) });
  return (
    <Pagination.Root total={pages} value={value} onChange={onChange}>
      <Group gap={5} component="nav" aria-label={t('resource.forum.pages')}>
        {edges && <Pagination.First {...label('first')} />}
        <Pagination.Previous {...label('previous')} />
        {quickPickPages(value, pages).map((n) => (
          <Pagination.Control
            key={n}
            active={n === value}
            aria-current={n === value ? 'page' : undefined}
            onClick={() => onChange(n)}
            aria-label={t('resource.forum.pager.page', { n })}
          >
            {n}
          </Pagination.Control>
        ))}
        <Pagination.Next {...label('next')} />
        {edges && <Pagination.Last {...label('last')} />}
      </Group>
    </Pagination.Root>
  );
}
