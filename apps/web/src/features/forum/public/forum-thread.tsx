import '@mantine/core/styles/Input.css';
import { FORUM_PAGE_SIZE, FORUM_POST_MAX } from '@continuum/contracts';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { ForumPager } from './forum-pager';
import { useForum } from './get-forum';
import { PostItem } from './post-item';
import { usePostToForum } from './post-to-forum';

/**
 * A forum (001 §2 "Forum page"): its question, the first answer pinned above the others on every page, the
 * other answers five to a page, each with votes, comments and reports, and a box to post an answer while the
 * forum is active (decision 0085).
 */
export function ForumThread({ forumId }: { forumId: number }) {
  const { t } = useTranslation();
  const forum = useForum(forumId);
  const [page, setPage] = useState(1);
  // Explained here (the query opts out of the generic dialog), with the dialog's way to try again (0070).
  if (forum.isError) return <QueryErrorAlert error={forum.error} onRetry={() => void forum.refetch()} />;
  if (!forum.data) return <PageLoader />;
  const { question, active, posts } = forum.data;
  const [pinned, ...rest] = posts;
  const pages = Math.max(1, Math.ceil(rest.length / FORUM_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rest.slice((current - 1) * FORUM_PAGE_SIZE, current * FORUM_PAGE_SIZE);
  return (
    <Stack gap="md">
      <Text fw={600}>{question}</Text>
      {!active && <MessageAlert tone="info">{t('resource.forum.inactive')}</MessageAlert>}
      {active && <PostBox forumId={forumId} />}
      {pinned === undefined ? (
        <Text c="dimmed">{t('resource.forum.empty')}</Text>
      ) : (
        <Stack component="ul" aria-label={t('resource.forum.pinnedAnswer')} p={0} m={0} style={{ listStyle: 'none' }}>
          <PostItem post={pinned} active={active} pinned />
        </Stack>
      )}
      {shown.length > 0 && (
        <Stack component="ul" aria-label={t('resource.forum.answers')} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((post) => (
            <PostItem key={post.id} post={post} active={active} />
          ))}
        </Stack>
      )}
      {pages > 1 && <ForumPager pages={pages} value={current} onChange={setPage} />}
    </Stack>
  );
}

function PostBox({ forumId }: { forumId: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const post = usePostToForum(forumId);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        post.mutate(text, { onSuccess: () => setText('') });
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t('resource.forum.answerLabel')}
          rows={3}
          maxLength={FORUM_POST_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {post.isError && <MessageAlert tone="error">{httpErrorText(post.error)}</MessageAlert>}
        <Group>
          <Button type="submit" disabled={!text.trim()} loading={post.isPending}>
            {t('resource.forum.post')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
