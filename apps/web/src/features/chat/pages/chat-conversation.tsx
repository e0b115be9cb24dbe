import '@mantine/core/styles/Paper.css';
import type { ChatQueueRow } from '@continuum/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endStaffChat, postStaffChat, staffEventsPath } from '@/features/chat/public/chat-api';
import { useChatFeed } from '@/features/chat/public/chat-feed';
import { ChatMessages, ChatReplyForm } from '@/features/chat/public/chat-log';

/**
 * One chat in the console (decision 0088): the learner, course and current node, the messages (pushed, else polled
 * every 6 s), the reply box and End chat. Focus moves to its heading when it opens and back to the queue on Close.
 */
export function ChatConversation({ row, onClose, onChanged }: { row: ChatQueueRow; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const k = (key: string, values?: Record<string, unknown>) => t(`chat.queue.${key}`, values);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const endedRef = useRef(row.status === 'ENDED');
  const feed = useChatFeed({
    chatId: row.chatId,
    live: !endedRef.current,
    poll: (lastDate) => postStaffChat(row.chatId, { lastDate }),
    eventsPath: staffEventsPath,
  });
  const { state, merge, transport } = feed;
  const status = state.status ?? row.status;
  endedRef.current = status === 'ENDED';

  useEffect(() => headingRef.current?.focus(), []);
  // Without a push channel the first messages come with the first poll: ask at once rather than in 6 s.
  useEffect(() => {
    postStaffChat(row.chatId, {}).then(merge, () => {});
  }, [row.chatId, merge]);

  const send = async (message: string) => {
    setSending(true);
    setError(null);
    try {
      merge(await postStaffChat(row.chatId, { lastDate: state.lastDate, message }));
      onChanged();
    } catch (err) {
      setError(t('chat.sendError'));
      throw err;
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" mt="lg" maw={720}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4" id={titleId} ref={headingRef} tabIndex={-1}>
            {k('conversation', { name: row.learnerName })}
          </Title>
          <Text size="sm" c="dark.6">
            {row.nodeTitle
              ? k('where', { course: row.courseTitle, node: row.nodeTitle })
              : k('nowhere', { course: row.courseTitle })}
          </Text>
          {transport && (
            <Text size="xs" c="dark.6">
              {k(transport)}
            </Text>
          )}
        </div>
        <Button size="xs" variant="default" onClick={onClose}>
          {k('close')}
        </Button>
      </Group>
      <Stack gap="xs" mt="sm">
        <ChatMessages messages={state.messages} mine={(m) => !m.fromLearner} otherName={(m) => m.who || t('chat.learner')} />
        {status === 'ENDED' ? (
          <Text size="sm" role="status">
            {k('ended')}
          </Text>
        ) : (
          <>
            <ChatReplyForm onSend={send} sending={sending} error={error} />
            <Button
              size="xs"
              variant="outline"
              color="red.8"
              style={{ alignSelf: 'flex-start' }}
              onClick={async () => {
                try {
                  merge(await endStaffChat(row.chatId));
                  onChanged();
                } catch {
                  setError(t('chat.sendError'));
                }
              }}
            >
              {k('end')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
