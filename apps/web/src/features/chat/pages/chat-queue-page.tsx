import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { CHAT_QUEUE_FILTERS, type ChatQueueFilter, type ChatQueueRow } from '@continuum/contracts';
import { Button, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { PageTitle } from '@/shared/ui/page-title';
import { readSearchState, toSearchRequest, writeSearchState } from '@/shared/ui/paged-table/paged-search-params';
import { type PagedColumn, PagedTable } from '@/shared/ui/paged-table/paged-table';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useChatQueue } from '../api/chat-queue';
import { ChatConversation } from './chat-conversation';

type Filter = ChatQueueFilter | 'all';
const asFilter = (value: string | null): Filter =>
  value === 'all' || (CHAT_QUEUE_FILTERS as readonly string[]).includes(value ?? '') ? (value as Filter) : 'LIVE';

/**
 * The instructor console's chat queue (decision 0088): the chats of the instructor's products (every product for
 * administrators) through the paged search, open and answered ones by default, latest activity first, asked again
 * every 6 s. Open shows the conversation below, answered in real time. Learners' text is shown as text.
 */
export function ChatQueuePage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params, { field: 'lastMessageAt', direction: 'DESC' });
  const filter = asFilter(params.get('status'));
  const queue = useChatQueue(toSearchRequest(state, undefined, filter === 'all' ? undefined : { status: filter }));
  const [open, setOpen] = useState<ChatQueueRow | null>(null);
  const k = (key: string, values?: Record<string, unknown>) => t(`chat.queue.${key}`, values);

  const columns: PagedColumn<ChatQueueRow>[] = [
    {
      header: k('fields.lastMessageAt'),
      sortField: 'lastMessageAt',
      cell: (r) => <time dateTime={r.lastMessageAt}>{formatDateTime(r.lastMessageAt, i18n.language)}</time>,
    },
    { header: k('fields.learnerName'), sortField: 'learnerName', cell: (r) => `${r.learnerName} (${r.login})` },
    { header: k('fields.courseTitle'), sortField: 'courseTitle', cell: (r) => r.courseTitle },
    { header: k('fields.node'), cell: (r) => r.nodeTitle ?? '' },
    {
      header: k('fields.status'),
      sortField: 'status',
      cell: (r) =>
        r.instructorName
          ? `${k(`statuses.${r.status}`)} · ${k('answeredBy', { name: r.instructorName })}`
          : k(`statuses.${r.status}`),
    },
    {
      header: k('fields.lastMessage'),
      cell: (r) => (
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {r.lastMessage}
        </Text>
      ),
    },
    {
      header: k('fields.actions'),
      cell: (r) => (
        <Button size="xs" variant="default" aria-label={k('openChat', { name: r.learnerName })} onClick={() => setOpen(r)}>
          {k('open')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageTitle>{k('title')}</PageTitle>
      <NativeSelect
        mb="md"
        maw={260}
        label={k('status')}
        value={filter}
        data={[
          ...CHAT_QUEUE_FILTERS.map((s) => ({ value: s, label: k(`statuses.${s}`) })),
          { value: 'all', label: k('statuses.all') },
        ]}
        onChange={(event) =>
          setParams((current) => {
            const next = writeSearchState({ ...readSearchState(current), page: 0 }, current);
            next.set('status', event.currentTarget.value);
            return next;
          })
        }
      />
      {queue.isError && <QueryErrorAlert error={queue.error} onRetry={() => queue.refetch()} />}
      <PagedTable
        caption={k('caption')}
        columns={columns}
        rowKey={(r) => r.chatId}
        state={state}
        onChange={(next) => setParams((current) => writeSearchState(next, current))}
        data={queue.data}
        isPending={queue.isPending}
        empty={k('empty')}
      />
      {open && <ChatConversation key={open.chatId} row={open} onClose={() => setOpen(null)} onChanged={() => queue.refetch()} />}
    </>
  );
}
