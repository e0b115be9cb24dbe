import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, type NotificationPriority } from '@continuum/contracts';
import { Button, Checkbox, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { useBroadcastNotification } from '../api/product-messages';

/** An announcement to every current learner of a product, shown in their notifications (decision 0089). */
export function ProductBroadcast({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const send = useBroadcastNotification(productId);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [important, setImportant] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const priority: NotificationPriority = important ? 'HIGH' : 'NORMAL';
    send.mutate(
      { title, message, priority },
      {
        onSuccess: (reply) => {
          setSent(reply.sent);
          setTitle('');
          setMessage('');
          setImportant(false);
        },
      },
    );
  };
  return (
    <section aria-labelledby="product-broadcast-title">
      <Title order={2} size="h3" id="product-broadcast-title" mt="lg" mb="xs">
        {t('products.broadcast.title')}
      </Title>
      <form onSubmit={submit}>
        <Stack gap="sm" maw={720}>
          <TextInput
            label={t('products.broadcast.subject')}
            required
            maxLength={NOTIFICATION_TITLE_MAX}
            value={title}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              setSent(null);
            }}
          />
          <Textarea
            label={t('products.broadcast.message')}
            required
            rows={3}
            maxLength={NOTIFICATION_MESSAGE_MAX}
            value={message}
            onChange={(e) => {
              setMessage(e.currentTarget.value);
              setSent(null);
            }}
          />
          <Checkbox
            label={t('products.broadcast.important')}
            checked={important}
            onChange={(e) => setImportant(e.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={send.isPending} disabled={!title.trim() || !message.trim()}>
              {t('products.broadcast.send')}
            </Button>
          </Group>
          <div role="status">{sent !== null && <Text size="sm">{t('products.broadcast.sent', { count: sent })}</Text>}</div>
          {send.isError && <MessageAlert tone="error">{httpErrorText(send.error)}</MessageAlert>}
        </Stack>
      </form>
    </section>
  );
}
