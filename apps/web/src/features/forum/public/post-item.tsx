import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import { FORUM_COMMENTS_SHOWN, FORUM_POST_MAX, type ForumComment, type ForumPost } from '@continuum/contracts';
import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { useCommentOnPost, useReportInappropriate, useToggleVote } from './forum-activity';
import { ShortenedText } from './shortened-text';

/**
 * One answer (001 §2, §4): author and date, the text, its votes with 'vote' / 'remove vote', 'report as
 * inappropriate', its comments (three unless all are asked for) and a reply form that opens and closes. An
 * inactive forum shows all of it but offers no writes.
 */
export function PostItem({ post, active, pinned = false }: { post: ForumPost; active: boolean; pinned?: boolean }) {
  const { t, i18n } = useTranslation();
  const vote = useToggleVote(post.forumId);
  const report = useReportInappropriate(post.forumId);
  const failed = vote.error ?? report.error;
  return (
    <Paper component="li" withBorder p="sm" aria-label={t('resource.forum.answerBy', { author: post.author })}>
      <Group gap="xs">
        {pinned && <Badge variant="light">{t('resource.forum.pinned')}</Badge>}
        <Text size="sm" c="dimmed">
          {t('resource.forum.postedBy', { author: post.author, when: formatDateTime(post.createdOn, i18n.language) })}
        </Text>
      </Group>
      <ShortenedText text={post.postText} />
      <Group gap="xs" mt="xs">
        <Text size="sm">{t('resource.forum.votes', { count: post.votes })}</Text>
        {active && (
          <Button
            size="compact-sm"
            variant={post.hasVoted ? 'light' : 'default'}
            loading={vote.isPending}
            onClick={() => vote.mutate({ forumPostId: post.id, postVoteId: post.postVoteId })}
          >
            {t(post.hasVoted ? 'resource.forum.removeVote' : 'resource.forum.vote')}
          </Button>
        )}
        <ReportButton
          reported={post.reported}
          pending={report.isPending}
          onReport={() => report.mutate({ kind: 'forumPost', id: post.id })}
        />
      </Group>
      {failed && <MessageAlert tone="error">{httpErrorText(failed)}</MessageAlert>}
      <Comments post={post} active={active} />
    </Paper>
  );
}

function ReportButton({ reported, pending, onReport }: { reported: boolean; pending: boolean; onReport: () => void }) {
  const { t } = useTranslation();
  if (reported)
    return (
      <Text size="sm" c="dimmed">
        {t('resource.forum.reported')}
      </Text>
    );
  return (
    <Button size="compact-sm" variant="default" loading={pending} onClick={onReport}>
      {t('resource.forum.report')}
    </Button>
  );
}

function Comments({ post, active }: { post: ForumPost; active: boolean }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const [replying, setReplying] = useState(false);
  const shown = all ? post.comments : post.comments.slice(0, FORUM_COMMENTS_SHOWN);
  return (
    <Stack gap="xs" mt="xs" pl="md">
      {post.comments.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('resource.forum.comments')}>
          {shown.map((comment) => (
            <CommentItem key={comment.id} comment={comment} forumId={post.forumId} />
          ))}
        </Stack>
      )}
      {post.comments.length > FORUM_COMMENTS_SHOWN && (
        <Group>
          <Button variant="subtle" size="compact-sm" aria-expanded={all} onClick={() => setAll((a) => !a)}>
            {all ? t('resource.forum.fewerComments') : t('resource.forum.allComments', { count: post.comments.length })}
          </Button>
        </Group>
      )}
      {active &&
        (replying ? (
          <ReplyForm postId={post.id} forumId={post.forumId} onClose={() => setReplying(false)} />
        ) : (
          <Group>
            <Button variant="default" size="compact-sm" onClick={() => setReplying(true)}>
              {t('resource.forum.reply')}
            </Button>
          </Group>
        ))}
    </Stack>
  );
}

function CommentItem({ comment, forumId }: { comment: ForumComment; forumId: number }) {
  const { t, i18n } = useTranslation();
  const report = useReportInappropriate(forumId);
  return (
    <Paper component="li" p="xs" bg="gray.0" aria-label={t('resource.forum.commentBy', { author: comment.author })}>
      <Text size="sm" c="dimmed">
        {t('resource.forum.postedBy', { author: comment.author, when: formatDateTime(comment.createdOn, i18n.language) })}
      </Text>
      <ShortenedText text={comment.text} />
      <ReportButton
        reported={comment.reported || report.isSuccess}
        pending={report.isPending}
        onReport={() => report.mutate({ kind: 'forumComment', id: comment.id })}
      />
      {report.isError && <MessageAlert tone="error">{httpErrorText(report.error)}</MessageAlert>}
    </Paper>
  );
}

function ReplyForm({ forumId, postId, onClose }: { forumId: number; postId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const comment = useCommentOnPost(forumId);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        comment.mutate({ forumPostId: postId, comment: text }, { onSuccess: onClose });
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t('resource.forum.replyLabel')}
          rows={2}
          maxLength={FORUM_POST_MAX}
          value={text}
          autoFocus
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {comment.isError && <MessageAlert tone="error">{httpErrorText(comment.error)}</MessageAlert>}
        <Group>
          <Button type="submit" size="compact-sm" disabled={!text.trim()} loading={comment.isPending}>
            {t('resource.forum.sendReply')}
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={onClose}>
            {t('resource.forum.cancelReply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
