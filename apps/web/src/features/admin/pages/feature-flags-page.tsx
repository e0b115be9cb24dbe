import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Table.css';
import { Button, Checkbox, Group, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useAdminFeatureFlags, useSetFeatureFlag } from '../api/feature-flags';

const NAME = /^[a-zA-Z][a-zA-Z0-9]{0,63}$/;

/** Feature flags (000 §4; issue 17): switch a page or feature off and on; the environment's FEATURE_FLAGS wins. */
export function FeatureFlagsPage() {
  const { t } = useTranslation();
  const flags = useAdminFeatureFlags();
  const set = useSetFeatureFlag();
  const [name, setName] = useState('');
  return (
    <>
      <PageTitle>{t('featureFlags.title')}</PageTitle>
      <Text size="sm" mb="md" maw={640}>
        {t('featureFlags.hint')}
      </Text>
      {set.isError && <MessageAlert tone="error">{httpErrorText(set.error)}</MessageAlert>}
      {flags.isPending && <PageLoader />}
      {flags.isError && <QueryErrorAlert error={flags.error} onRetry={() => flags.refetch()} />}
      {flags.data && (
        <Table maw={720} mb="lg">
          <Table.Caption>{t('featureFlags.title')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('featureFlags.name')}</Table.Th>
              <Table.Th scope="col">{t('featureFlags.enabled')}</Table.Th>
              <Table.Th scope="col">{t('featureFlags.source')}</Table.Th>
              <Table.Th scope="col">{t('featureFlags.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {flags.data.map((flag) => (
              <Table.Tr key={flag.name}>
                <Table.Th scope="row">{flag.name}</Table.Th>
                <Table.Td>
                  <Checkbox
                    aria-label={t('featureFlags.toggle', { name: flag.name })}
                    checked={flag.enabled}
                    disabled={flag.override !== null}
                    onChange={(e) => set.mutate({ name: flag.name, enabled: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>{t(flag.override !== null ? 'featureFlags.fromEnvironment' : 'featureFlags.fromScreen')}</Table.Td>
                <Table.Td>
                  {flag.stored !== null && (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('featureFlags.resetOf', { name: flag.name })}
                      onClick={() => set.mutate({ name: flag.name, enabled: null })}
                    >
                      {t('featureFlags.reset')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (NAME.test(name)) set.mutate({ name, enabled: false }, { onSuccess: () => setName('') });
        }}
      >
        <Group align="end">
          <TextInput
            label={t('featureFlags.newName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={name && !NAME.test(name) ? t('featureFlags.badName') : undefined}
          />
          <Button type="submit" disabled={!NAME.test(name)}>
            {t('featureFlags.switchOff')}
          </Button>
        </Group>
      </form>
    </>
  );
}
