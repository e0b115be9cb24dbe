import '@mantine/core/styles/List.css';
import type { AssignmentComment } from '@continuum/contracts';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { commentDateParts } from '@/shared/format/comment-date';

/**
 * An assignment's thread (001 §2): instructor comments under INSTRUCTOR, the learner's under their name, each
 * with its date 'MM/dd/yyyy at h:mma'. What people wrote is shown as text, never as HTML.
 */
export function AssignmentCommentThread({
  comments,
  learnerLabel,
}: {
  comments: readonly AssignmentComment[];
  /** How the learner's own entries are headed (their name, or 'You'). */
  learnerLabel: string;
}) {
  const { t, i18n } = useTranslation();
  if (comments.length === 0) return null;
  return (
    <List listStyleType="none" spacing="xs" aria-label={t('course.assignments.comments')}>
      {comments.map((c) => {
        const when = commentDateParts(c.commentDateTime, i18n.language);
        return (
          <List.Item key={c.id}>
            <Text size="xs" c="dimmed">
              {c.instructorResponse ? t('course.assignments.instructor') : learnerLabel}
              {when && (
                <>
                  {' · '}
                  <time dateTime={c.commentDateTime}>{t('course.assignments.commentDate', when)}</time>
                </>
              )}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {c.commentText}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
