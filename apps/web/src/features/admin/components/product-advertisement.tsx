import '@mantine/core/styles/Input.css';
import {
  ADVERTISEMENT_CONTENT_MAX,
  ADVERTISEMENT_DISCLAIMER_MAX,
  ADVERTISEMENT_MESSAGE_MAX,
  ADVERTISEMENT_URL_MAX,
  type Advertisement,
} from '@continuum/contracts';
import { Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useChangeProductAdvertisement, useProductAdvertisement } from '../api/product-messages';

/**
 * A product's advertisement (001 §3; decision 0089): message, content HTML (the server keeps only the content
 * blocks' allow-list), disclaimer and learn-more address; saved or removed.
 */
export function ProductAdvertisement({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const current = useProductAdvertisement(productId);
  return (
    <section aria-labelledby="product-advertisement-title">
      <Title order={2} size="h3" id="product-advertisement-title" mt="lg" mb="xs">
        {t('products.advertisement.title')}
      </Title>
      {current.isError && <QueryErrorAlert error={current.error} onRetry={() => current.refetch()} />}
      {current.isSuccess && <AdvertisementForm productId={productId} saved={current.data} />}
    </section>
  );
}

function AdvertisementForm({ productId, saved }: { productId: number; saved: Advertisement | null }) {
  const { t } = useTranslation();
  const change = useChangeProductAdvertisement(productId);
  const [form, setForm] = useState({
    message: saved?.message ?? '',
    content: saved?.content ?? '',
    disclaimer: saved?.disclaimer ?? '',
    learnMoreUrl: saved?.learnMoreUrl ?? '',
  });
  const [done, setDone] = useState<'saved' | 'removed' | null>(null);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
      setDone(null);
    },
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(form, {
      onSuccess: (ad) => {
        if (ad) setForm({ ...ad, learnMoreUrl: ad.learnMoreUrl ?? '' });
        setDone('saved');
      },
    });
  };
  const remove = () =>
    change.mutate(null, {
      onSuccess: () => {
        setForm({ message: '', content: '', disclaimer: '', learnMoreUrl: '' });
        setDone('removed');
      },
    });
  return (
    <form onSubmit={save}>
      <Stack gap="sm" maw={720}>
        {!saved && <Text size="sm">{t('products.advertisement.none')}</Text>}
        <TextInput
          label={t('products.advertisement.message')}
          required
          maxLength={ADVERTISEMENT_MESSAGE_MAX}
          {...field('message')}
        />
        <Textarea
          label={t('products.advertisement.content')}
          description={t('products.advertisement.contentHint')}
          rows={4}
          maxLength={ADVERTISEMENT_CONTENT_MAX}
          {...field('content')}
        />
        <Textarea
          label={t('products.advertisement.disclaimer')}
          rows={2}
          maxLength={ADVERTISEMENT_DISCLAIMER_MAX}
          {...field('disclaimer')}
        />
        <TextInput
          label={t('products.advertisement.learnMoreUrl')}
          type="url"
          placeholder="https://"
          maxLength={ADVERTISEMENT_URL_MAX}
          {...field('learnMoreUrl')}
        />
        <Group>
          <Button type="submit" loading={change.isPending} disabled={!form.message.trim()}>
            {t('products.advertisement.save')}
          </Button>
          {saved && (
            <Button variant="default" disabled={change.isPending} onClick={remove}>
              {t('products.advertisement.remove')}
            </Button>
          )}
        </Group>
        <div role="status">
          {done && (
            <Text size="sm">{t(done === 'saved' ? 'products.advertisement.saved' : 'products.advertisement.removed')}</Text>
          )}
        </div>
        {change.isError && <MessageAlert tone="error">{httpErrorText(change.error)}</MessageAlert>}
      </Stack>
    </form>
  );
}
