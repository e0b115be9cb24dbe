import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import { FORUM_POST_MAX, type ForumPost } from '@continuum/contracts';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { ForumPager } from './forum-pager';
import { useForum } from './get-forum';
import { usePostToForum } from './post-to-forum';

/** Posts per page and the length past which a post is shortened (001 §9). */
export const FORUM_PAGE_SIZE = 5;
export const FORUM_SHORTEN_AFTER = 2000;

/**
 * A forum (001 §2 "Forum page"): its question, the posted answers five to a page, and a box to post
 * an answer while the forum is active. Votes, comments and reports come with the forum's own storage.
 */
export function ForumThread({ forumId }: { forumId: number }) {
  const { t } = useTranslation();
  const forum = useForum(forumId);
  const [page, setPage] = useState(1);
  // Explained here (the query opts out of the generic dialog), with the dialog's way to try again (0070).
  if (forum.isError) return <QueryErrorAlert error={forum.error} onRetry={() => void forum.refetch()} />;
  if (!forum.data) return <PageLoader />;
  const { question, active, posts } = forum.data;
  const pages = Math.max(1, Math.ceil(posts.length / FORUM_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = posts.slice((current - 1) * FORUM_PAGE_SIZE, current * FORUM_PAGE_SIZE);
  return (
    <Stack gap="md">
      <Text fw={600}>{question}</Text>
      {!active && <MessageAlert tone="info">{t('resource.forum.inactive')}</MessageAlert>}
      {active && <PostBox forumId={forumId} />}
      {posts.length === 0 ? (
        <Text c="dimmed">{t('resource.forum.empty')}</Text>
      ) : (
        <Stack component="ul" aria-label={t('resource.forum.answers')} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((post) => (
            <PostItem key={post.id} post={post} />
          ))}
        </Stack>
      )}
      {pages > 1 && <ForumPager pages={pages} value={current} onChange={setPage} />}
    </Stack>
  );
}

function PostItem({ post }: { post: ForumPost }) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const long = post.postText.length > FORUM_SHORTEN_AFTER;
  const text = long && !expanded ? `${post.postText.slice(0, FORUM_SHORTEN_AFTER)}…` : post.postText;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(post.createdOn),
  );
  return (
    <Paper component="li" withBorder p="sm">
      <Text size="sm" c="dimmed">
        {t('resource.forum.postedBy', { author: post.author, when })}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>
      {long && (
        <Button variant="subtle" size="compact-sm" onClick={() => setExpanded((e) => !e)}>
          {t(expanded ? 'resource.forum.showLess' : 'resource.forum.showMore')}
        </Button>
      )}
    </Paper>
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
