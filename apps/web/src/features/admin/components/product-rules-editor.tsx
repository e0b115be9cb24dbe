import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import type { ProductRuleView } from '@continuum/contracts';
import { Button, Group, NativeSelect, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useProductRules, useSetProductRule } from '../api/products';

type Save = (ruleKey: string, value: string | number | boolean | null) => void;

/** The input a rule's type calls for: a switch saves at once, the others with their own Save button. */
function RuleInput({ rule, save, busy }: { rule: ProductRuleView; save: Save; busy: boolean }) {
  const { t } = useTranslation();
  const effective = rule.value ?? rule.defaultValue ?? '';
  const [draft, setDraft] = useState(effective);
  // What the rule does, in the interface language (issue 25 #23): the key alone says little.
  const meaning = t(`products.rules.meaning.${rule.key}`, { defaultValue: t('products.rules.noMeaning') });
  const meaningId = useId();
  if (rule.type === 'BOOLEAN')
    // The meaning outside the switch's label: it describes the switch, it is not part of its name.
    return (
      <div>
        <Switch
          label={rule.key}
          aria-describedby={meaningId}
          checked={effective.trim().toLowerCase() === 'yes'}
          disabled={busy}
          onChange={(e) => save(rule.key, e.currentTarget.checked)}
        />
        <Text id={meaningId} size="xs" c="dimmed" mt={2}>
          {meaning}
        </Text>
      </div>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(rule.key, rule.type === 'NUMBER' ? Number(draft) : draft);
  };
  const field =
    rule.type === 'ENUM' ? (
      <NativeSelect
        label={rule.key}
        description={meaning}
        value={draft}
        data={[...(draft === '' ? [{ value: '', label: t('products.rules.choose') }] : []), ...(rule.options ?? [])]}
        onChange={(e) => setDraft(e.currentTarget.value)}
      />
    ) : (
      <TextInput
        label={rule.key}
        type={rule.type === 'NUMBER' ? 'number' : 'text'}
        min={rule.min}
        max={rule.max}
        maxLength={rule.maxLength}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        description={
          rule.type === 'NUMBER' ? `${meaning} ${t('products.rules.bounds', { min: rule.min, max: rule.max })}` : meaning
        }
      />
    );
  return (
    <form onSubmit={submit}>
      <Group align="end" gap="xs" wrap="nowrap">
        {field}
        <Button
          type="submit"
          size="sm"
          variant="default"
          disabled={busy || draft.trim() === ''}
          aria-label={t('products.rules.saveOf', { key: rule.key })}
        >
          {t('products.rules.save')}
        </Button>
      </Group>
    </form>
  );
}

/** A product's SC_* rules, each with an input typed by its rule, its default, and a way back to the default. */
export function ProductRulesEditor({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const rules = useProductRules(productId);
  const set = useSetProductRule(productId);
  const [reason, setReason] = useState('');
  const save: Save = (ruleKey, value) =>
    set.mutate({ ruleKey, body: { value, ...(reason.trim() ? { reason: reason.trim() } : {}) } });
  if (rules.isPending) return <PageLoader />;
  if (rules.isError) return <QueryErrorAlert error={rules.error} onRetry={() => rules.refetch()} />;
  const { code, name } = rules.data;
  return (
    <section aria-labelledby="product-rules-title">
      <Title order={2} size="h3" id="product-rules-title" mt="lg" mb="xs">
        {t('products.rules.title', { code, name })}
      </Title>
      <Text size="sm" mb="sm" maw={720}>
        {t('products.rules.hint')}
      </Text>
      {set.isSuccess && <MessageAlert tone="success">{t('products.rules.saved')}</MessageAlert>}
      {set.isError && <MessageAlert tone="error">{httpErrorText(set.error)}</MessageAlert>}
      <TextInput
        label={t('products.rules.reason')}
        value={reason}
        maxLength={500}
        onChange={(e) => setReason(e.currentTarget.value)}
        maw={480}
        mb="md"
      />
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Caption>{t('products.rules.caption', { code })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('products.rules.rule')}</Table.Th>
              <Table.Th scope="col">{t('products.rules.default')}</Table.Th>
              <Table.Th scope="col">{t('products.rules.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.data.rules.map((rule) => (
              <Table.Tr key={rule.key}>
                <Table.Td>
                  {rule.known ? (
                    // Keyed by the stored value so a saved or cleared rule shows what the server now holds.
                    <RuleInput key={rule.value ?? ''} rule={rule} save={save} busy={set.isPending} />
                  ) : (
                    <Text size="sm">
                      {rule.key}: {rule.value} ({t('products.rules.unknown')})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{rule.defaultValue ?? t('products.rules.noDefault')}</Table.Td>
                <Table.Td>
                  {rule.known && rule.value !== null && (
                    <Button
                      size="xs"
                      variant="default"
                      disabled={set.isPending}
                      aria-label={t('products.rules.clearOf', { key: rule.key })}
                      onClick={() => save(rule.key, null)}
                    >
                      {t('products.rules.clear')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
