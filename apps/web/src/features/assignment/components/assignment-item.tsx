import '@mantine/core/styles/Input.css';
import { type AssignmentRef, limits } from '@continuum/contracts';
import { Button, Group, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignmentCommentThread } from '@/features/assignment/public/comment-thread';
import { AssignmentStatusIcon } from '@/features/assignment/public/status-icon';
import { useSendResponse } from '../api/respond-to-assignment';

/**
 * One assignment of the assignments page (001 §2): its title and status icon as a button that expands it, then
 * the assignment text, the thread and a response box whose Send is disabled without text (001 §5). A sent
 * response joins the thread and the box clears; a failure stops the sending indicator (001 §8), keeps the text and
 * says so under the button (no dialog; issue 25 item 24).
 */
export function AssignmentItem({
  lpId,
  assignment,
  studentName,
}: {
  lpId: number;
  assignment: AssignmentRef;
  studentName: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const send = useSendResponse(lpId);
  const regionId = useId();
  const canRespond = assignment.studentAssignmentId !== null || assignment.learningComponentId !== null;

  const onSend = () =>
    send.mutate(
      {
        assignmentId: assignment.id,
        studentAssignmentId: assignment.studentAssignmentId,
        learningComponentId: assignment.learningComponentId,
        responseText: text.trim(),
      },
      { onSuccess: () => setText('') },
    );

  return (
    <Stack gap="xs" component="li" style={{ listStyle: 'none' }}>
      <UnstyledButton aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((o) => !o)}>
        <Group gap="xs" wrap="nowrap">
          <AssignmentStatusIcon status={assignment.status} />
          <Text fw={600}>{assignment.assignmentTitle}</Text>
        </Group>
      </UnstyledButton>
      {open && (
        <Stack gap="sm" id={regionId} pl="lg">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {assignment.assignmentText}
          </Text>
          <AssignmentCommentThread comments={assignment.comments} learnerLabel={studentName} />
          {canRespond && (
            <>
              <Textarea
                label={t('course.assignments.responseLabel')}
                rows={4}
                maxLength={limits.chatMessageMax}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
              />
              <div>
                <Button onClick={onSend} disabled={!text.trim()} loading={send.isPending}>
                  {t('course.assignments.send')}
                </Button>
              </div>
              {send.isError && (
                <Text role="alert" size="sm" c="red.9">
                  {t('course.assignments.sendFailed')}
                </Text>
              )}
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
