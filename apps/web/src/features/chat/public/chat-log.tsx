import '@mantine/core/styles/Input.css';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '@continuum/contracts';
import { Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The messages of a chat, oldest first, as plain text (never HTML), in a live log that screen readers announce
 * as messages arrive (decision 0088). `mine` tells which side is the reader's.
 */
export function ChatMessages({
  messages,
  mine,
  otherName,
  empty,
}: {
  messages: ChatMessage[];
  mine: (m: ChatMessage) => boolean;
  otherName: (m: ChatMessage) => string;
  empty?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="log" aria-live="polite" aria-label={t('chat.log')} mah={320} style={{ overflowY: 'auto' }} p={4}>
      {messages.length === 0 && empty}
      {messages.map((m) => {
        const own = mine(m);
        return (
          <Box
            key={m.id}
            p="xs"
            maw="85%"
            style={{
              alignSelf: own ? 'flex-end' : 'flex-start',
              borderRadius: 8,
              background: own ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-1)',
            }}
          >
            <Text size="xs" fw={600} c="dark.7">
              {own ? t('chat.you') : otherName(m)}{' '}
              <Text span size="xs" fw={400} c="dark.6">
                {/* The shared dateTime formatter (decision 0067), through the translation. */}
                <time dateTime={m.createdAt}>{t('chat.sentAt', { date: m.createdAt })}</time>
              </Text>
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.message}
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}

/** The message box and Send (disabled while empty or sending); Enter sends, Shift+Enter starts a new line. */
export function ChatReplyForm({
  onSend,
  sending,
  error,
  inputRef,
  draft,
  onDraftChange,
}: {
  onSend: (message: string) => Promise<unknown>;
  sending: boolean;
  error: string | null;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  /** The text kept by the owner (a window that unmounts the form while minimised keeps what was typed). */
  draft?: string;
  onDraftChange?: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [ownText, setOwnText] = useState('');
  const text = draft ?? ownText;
  const setText = onDraftChange ?? setOwnText;
  const errorId = useId();
  const blank = text.trim().length === 0;
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || sending) return;
    try {
      await onSend(text);
      setText('');
    } catch {
      // The caller shows the error; the text stays for another try.
    }
  };
  return (
    <form onSubmit={submit}>
      <Textarea
        ref={inputRef}
        label={t('chat.message')}
        value={text}
        maxLength={CHAT_MESSAGE_MAX}
        rows={3}
        description={t('chat.limit', { max: CHAT_MESSAGE_MAX })}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
        }}
      />
      {error && (
        <Text id={errorId} role="alert" size="sm" c="red.8" mt={4}>
          {error}
        </Text>
      )}
      <Group justify="flex-end" mt="xs">
        <Button type="submit" size="xs" disabled={blank} loading={sending}>
          {t('chat.send')}
        </Button>
      </Group>
    </form>
  );
}
