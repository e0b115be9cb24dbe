import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { limits } from '@continuum/contracts';
import { Button, Checkbox, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignmentCommentThread } from '@/features/assignment/public/comment-thread';
import { AssignmentStatusIcon } from '@/features/assignment/public/status-icon';
import { PageLoader } from '@/shared/ui/page-loader';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useAssignmentThread, useCommentOnAssignment } from '../api/assignments-to-comment';

/**
 * One student assignment for its instructor: the assignment, the learner's thread (as text, never HTML) and the
 * comment form. A comment without 'complete' asks the learner for more; 'complete' closes it, with or without a
 * comment (decision 0086). A failed send opens the generic error dialog (0070).
 */
export function AssignmentThreadPanel({ studentAssignmentId, onClose }: { studentAssignmentId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const thread = useAssignmentThread(studentAssignmentId);
  const comment = useCommentOnAssignment(studentAssignmentId);
  const [text, setText] = useState('');
  const [complete, setComplete] = useState(false);
  const [sent, setSent] = useState(false);

  if (thread.isError) return <QueryErrorAlert error={thread.error} onRetry={() => thread.refetch()} />;
  if (!thread.data) return <PageLoader />;
  const data = thread.data;
  const headingId = `assignment-thread-${studentAssignmentId}`;
  const onSend = () => {
    setSent(false);
    comment.mutate(
      { commentText: text.trim(), complete },
      {
        onSuccess: () => {
          setText('');
          setComplete(false);
          setSent(true);
        },
      },
    );
  };

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId} mt="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {t('course.assignments.toComment.threadTitle', { title: data.assignmentTitle, learner: data.learnerName })}
          </Title>
          <Button variant="subtle" onClick={onClose}>
            {t('course.assignments.toComment.close')}
          </Button>
        </Group>
        <Group gap="xs">
          <AssignmentStatusIcon status={data.status} />
          <Text size="sm">{t(`course.assignments.status.${data.status}`)}</Text>
          <Text size="sm" c="dimmed">
            {data.productName} · {data.login}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {data.assignmentText}
        </Text>
        <AssignmentCommentThread comments={data.comments} learnerLabel={data.learnerName} />
        <Textarea
          label={t('course.assignments.toComment.commentLabel')}
          rows={4}
          maxLength={limits.chatMessageMax}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Checkbox
          label={t('course.assignments.toComment.complete')}
          checked={complete}
          onChange={(event) => setComplete(event.currentTarget.checked)}
        />
        {!text.trim() && !complete && (
          <Text size="xs" c="dimmed">
            {t('course.assignments.toComment.commentRequired')}
          </Text>
        )}
        <div>
          <Button onClick={onSend} disabled={!text.trim() && !complete} loading={comment.isPending}>
            {t('course.assignments.toComment.submit')}
          </Button>
        </div>
        {sent && (
          <Text size="sm" role="status">
            {t('course.assignments.toComment.sent')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
