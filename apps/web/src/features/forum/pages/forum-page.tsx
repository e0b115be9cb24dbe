import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ForumThread } from '@/features/forum/public/forum-thread';
import { useForum } from '@/features/forum/public/get-forum';
import { PageTitle } from '@/shared/ui/page-title';

/**
 * forum, /forum/{forumId} (001 §2 "Forum page", its own header): the forum's title as the page's
 * header, then the question, the answers and the post box. Votes, comments, replies and 'report as
 * inappropriate' are not built yet (no storage for them).
 */
export function ForumPage() {
  const { t } = useTranslation();
  const forumId = Number(useParams().forumId);
  const valid = Number.isInteger(forumId) && forumId > 0;
  return (
    <Stack gap="md">
      <header>{valid ? <ForumTitle forumId={forumId} /> : <PageTitle>{t('resource.forum.page')}</PageTitle>}</header>
      {valid ? <ForumThread forumId={forumId} /> : <Text role="alert">{t('resource.forum.notFound')}</Text>}
    </Stack>
  );
}

function ForumTitle({ forumId }: { forumId: number }) {
  const { t } = useTranslation();
  const forum = useForum(forumId);
  return <PageTitle>{forum.data?.title ?? t('resource.forum.page')}</PageTitle>;
}
