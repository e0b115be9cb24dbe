import '@mantine/core/styles/Paper.css';
import type { ChatMessage } from '@continuum/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { endLearnerChat, learnerEventsPath, postLearnerChat } from './chat-api';
import { useChatFeed } from './chat-feed';
import { ChatMessages, ChatReplyForm } from './chat-log';
import { chatStore } from './chat-store';

/**
 * The learner's live chat window (000 §4, 001 §2 "Other"; decision 0088): intro prompts until the first message,
 * open or minimised, reopened when an instructor's message arrives. The first send starts the chat; the current
 * node travels with every call; the messages come pushed or polled. 'Error sending chat message!' when a send fails.
 */
export function ChatWindow({ lpId }: { lpId: number }) {
  const { t } = useTranslation();
  const target = useSyncExternalStore(chatStore.subscribe, chatStore.get);
  const nodeId = target?.lpId === lpId ? target.nodeId : undefined;
  const [minimised, setMinimised] = useState(false);
  // What the learner typed survives minimising, which takes the thread and the form off the page.
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chatId, setChatId] = useState<number | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const where = { learnerProductId: lpId, learningComponentId: nodeId ?? null };
  const whereRef = useRef(where);
  whereRef.current = where;
  const endedRef = useRef(false);

  const feed = useChatFeed({
    chatId,
    live: !endedRef.current,
    poll: (lastDate) => postLearnerChat({ chatId, lastDate, ...whereRef.current }),
    eventsPath: learnerEventsPath,
    onIncoming: (messages: ChatMessage[]) => {
      if (messages.some((m) => !m.fromLearner)) setMinimised(false);
    },
  });
  const { state, merge } = feed;
  const ended = state.status === 'ENDED';
  endedRef.current = ended;

  // On opening: the open chat of this product, if any (a reloaded page), with its messages so far.
  useEffect(() => {
    let cancelled = false;
    postLearnerChat({ ...whereRef.current }).then(
      (reply) => {
        if (cancelled) return;
        merge(reply);
        setChatId(reply.chatId);
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [merge]);

  // The learner moved to another page: the instructor's queue shows the new node.
  const lastNode = useRef(nodeId);
  useEffect(() => {
    if (nodeId === lastNode.current || chatId === null || ended) return;
    lastNode.current = nodeId;
    postLearnerChat({ chatId, lastDate: state.lastDate, ...whereRef.current }).then(merge, () => {});
  }, [nodeId, chatId, ended, state.lastDate, merge]);

  // Focus moves into the window when the learner opens it (the button, or Open chat), not when a page restores it.
  const focusNext = useRef(chatStore.takeOpenedNow());
  useEffect(() => {
    if (!minimised && focusNext.current) inputRef.current?.focus();
    focusNext.current = false;
  }, [minimised]);

  const send = async (message: string) => {
    setSending(true);
    setError(null);
    try {
      const reply = await postLearnerChat({ chatId, lastDate: state.lastDate, message, ...whereRef.current });
      merge(reply);
      setChatId(reply.chatId);
    } catch (err) {
      setError(t('chat.sendError'));
      throw err;
    } finally {
      setSending(false);
    }
  };

  const endChat = async () => {
    if (chatId !== null && !ended) {
      try {
        merge(await endLearnerChat(chatId));
      } catch {
        // Closing still closes the window; the instructor ends a chat left open.
      }
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      shadow="lg"
      withBorder
      p="sm"
      // Minimised, only the title bar stays: a small bar in the corner, not a panel over the sidebar (issue 25 item 18).
      w={minimised ? 'auto' : 360}
      maw="calc(100vw - 2rem)"
      style={{ position: 'fixed', right: '1rem', bottom: '1rem', zIndex: 300, background: 'var(--mantine-color-body)' }}
    >
      <Group justify="space-between" wrap="nowrap" mb={minimised ? 0 : 'xs'}>
        <Title order={2} size="h5" id={titleId}>
          {t('chat.title')}
        </Title>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="subtle"
            aria-expanded={!minimised}
            aria-controls={minimised ? undefined : bodyId}
            onClick={() => {
              focusNext.current = minimised;
              setMinimised((m) => !m);
            }}
          >
            {minimised ? t('chat.open') : t('chat.minimise')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="dark"
            aria-label={t('chat.close')}
            onClick={async () => {
              await endChat();
              chatStore.close();
            }}
          >
            <span aria-hidden="true">×</span>
          </Button>
        </Group>
      </Group>
      {!minimised && (
        <Stack gap="xs" id={bodyId}>
          <ChatMessages
            messages={state.messages}
            mine={(m) => m.fromLearner}
            otherName={(m) => m.who || t('chat.instructor')}
            empty={
              <Stack gap={4}>
                <Text size="sm">{t('chat.intro.welcome')}</Text>
                <Text size="sm">{t('chat.intro.prompt')}</Text>
              </Stack>
            }
          />
          {state.status === 'OPEN' && (
            <Text size="xs" c="dark.6" role="status">
              {t('chat.waiting')}
            </Text>
          )}
          {ended && (
            <Text size="xs" c="dark.6" role="status">
              {t('chat.ended')}
            </Text>
          )}
          <ChatReplyForm
            onSend={send}
            sending={sending}
            error={error}
            inputRef={inputRef}
            draft={draft}
            onDraftChange={setDraft}
          />
          {chatId !== null && !ended && (
            <Button size="compact-xs" variant="subtle" color="red.8" style={{ alignSelf: 'flex-start' }} onClick={endChat}>
              {t('chat.end')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
