import '@mantine/core/styles/List.css';
import type { AssignmentComment } from '@continuum/contracts';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { commentDateParts } from '@/shared/format/comment-date';

/** The comment thread of an assignment; instructor responses show as INSTRUCTOR (001 §2). */
export function AssignmentComments({ comments }: { comments: readonly AssignmentComment[] }) {
  const { t, i18n } = useTranslation();
  if (comments.length === 0) return null;
  return (
    <List listStyleType="none" spacing="xs" aria-label={t('lesson.assignment.comments')}>
      {comments.map((c) => {
        const when = commentDateParts(c.commentDateTime, i18n.language);
        return (
          <List.Item key={c.id}>
            <Text size="xs" c="dimmed">
              {c.instructorResponse ? t('lesson.assignment.instructor') : t('lesson.assignment.you')}
              {when && ` · ${t('lesson.assignment.commentDate', when)}`}
            </Text>
            <Text size="sm">{c.commentText}</Text>
          </List.Item>
        );
      })}
    </List>
  );
}
