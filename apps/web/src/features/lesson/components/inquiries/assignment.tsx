import '@mantine/core/styles/Input.css';
import { type AssignmentAnswer, limits } from '@continuum/contracts';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type AssignmentTarget, assignmentQueryOptions, useAssignment } from './assignment-api';
import { AssignmentComments } from './assignment-comments';
import type { InquiryProps } from './inquiry-props';
import { slideText } from './inquiry-public-choices';

/**
 * ASSIGNMENT: the assignment text, the learner's response and the comments on it (GET api/assignment/...),
 * and a response box whose Send (disabled without text, 001 §5) submits the response. The lesson submit
 * stores it in the assignment's thread and marks the slide answered in one transaction, so Send does not
 * also post it to .../response, which would store it twice. After Send the box clears and the thread
 * shows the response.
 */
export function AssignmentInquiry({ slide, submit, result, disabled }: InquiryProps<AssignmentAnswer>) {
  const { t } = useTranslation();
  const params = useParams();
  const queryClient = useQueryClient();
  const target: AssignmentTarget = {
    assignmentId: typeof slide.assignmentId === 'number' ? slide.assignmentId : 0,
    lpId: Number(params.lpId),
    lcId: Number(params.nodeId),
  };
  const assignment = useAssignment(target).data;
  const [text, setText] = useState('');
  const responseText = assignment?.responseText ?? (typeof slide.responseText === 'string' ? slide.responseText : null);
  const answered = assignment?.answered === true || slide.answered === true || result?.taken === true;

  const onSend = async () => {
    const reply = await submit({ responseText: text.trim() }).catch(() => null);
    if (!reply) return;
    setText('');
    await queryClient.invalidateQueries({ queryKey: assignmentQueryOptions(target).queryKey });
  };

  return (
    <Stack gap="sm">
      <Text fw={500}>{assignment?.assignmentText ?? slideText(slide, 'assignmentText')}</Text>
      {answered && (
        <Text size="sm" role="status">
          {t('lesson.assignment.answered')}
        </Text>
      )}
      {responseText && (
        <div>
          <Text size="sm" fw={500}>
            {t('lesson.assignment.yourResponse')}
          </Text>
          <Text size="sm">{responseText}</Text>
        </div>
      )}
      <AssignmentComments comments={assignment?.comments ?? []} />
      <Textarea
        label={t('lesson.assignment.label')}
        rows={4}
        maxLength={limits.chatMessageMax}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <div>
        <Button onClick={() => void onSend()} disabled={!text.trim() || disabled} loading={disabled}>
          {t('lesson.assignment.send')}
        </Button>
      </div>
    </Stack>
  );
}
