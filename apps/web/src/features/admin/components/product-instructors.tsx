import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import { Button, Group, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useChangeProductInstructors, useProductInstructors } from '../api/product-instructors';

/** A product's instructors (decision 0084): who is assigned, whether each is switched on, add by login, remove. */
export function ProductInstructors({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const list = useProductInstructors(productId);
  const change = useChangeProductInstructors(productId);
  const [login, setLogin] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim()) return;
    change.mutate({ add: login.trim() }, { onSuccess: () => setLogin('') });
  };
  return (
    <section aria-labelledby="product-instructors-title">
      <Title order={2} size="h3" id="product-instructors-title" mt="lg" mb="xs">
        {t('products.instructors.title')}
      </Title>
      {list.isError && <QueryErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      {list.data && list.data.length === 0 && <Text size="sm">{t('products.instructors.empty')}</Text>}
      {list.data && list.data.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('products.instructors.login')}</Table.Th>
              <Table.Th scope="col">{t('products.instructors.name')}</Table.Th>
              <Table.Th scope="col">{t('products.instructors.availableNow')}</Table.Th>
              <Table.Th scope="col">{t('products.fields.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((i) => (
              <Table.Tr key={i.userId}>
                <Table.Td>{i.login}</Table.Td>
                <Table.Td>{[i.firstName, i.lastName].filter(Boolean).join(' ')}</Table.Td>
                <Table.Td>{t(i.availableNow ? 'products.instructors.on' : 'products.instructors.off')}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ remove: i.userId })}
                  >
                    {t('products.instructors.remove', { login: i.login })}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form onSubmit={add}>
        <Group align="flex-end" mt="sm">
          <TextInput
            label={t('products.instructors.loginToAdd')}
            value={login}
            maxLength={100}
            onChange={(e) => setLogin(e.currentTarget.value)}
          />
          <Button type="submit" loading={change.isPending} disabled={!login.trim()}>
            {t('products.instructors.add')}
          </Button>
        </Group>
      </form>
      {change.isError && <MessageAlert tone="error">{httpErrorText(change.error)}</MessageAlert>}
    </section>
  );
}
