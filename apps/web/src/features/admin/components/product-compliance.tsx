import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import type { ComplianceBinding, ComplianceReport, ComplianceReportLine } from '@continuum/contracts';
import { Button, Group, NativeSelect, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/format/i18n-formatters';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import {
  useComplianceProfiles,
  useComplianceReport,
  useMoveComplianceBinding,
  useSetComplianceBindings,
} from '../api/compliance';
import { ReasonModal } from './reason-modal';

type Binding = ComplianceReport['bindings'][number];
const asBinding = (b: Binding): ComplianceBinding => ({
  profileId: b.profileId,
  profileVersion: b.profileVersion,
  approvalNumber: b.approvalNumber,
  approvalExpiresOn: b.approvalExpiresOn,
  creditHours: b.creditHours,
});

/** A line's value in the reader's language: yes/no and units translated, codes as they are, a dash for nothing. */
function useValue() {
  const { t, i18n } = useTranslation();
  return (line: ComplianceReportLine, value: string | null) => {
    if (value === null) return t('products.compliance.none');
    if (line.unit === 'YES_NO') return t(value === 'yes' ? 'products.compliance.yes' : 'products.compliance.no');
    if (line.unit === 'CODE' || line.unit === 'CODES') return value.split(',').join(', ');
    const n = Number(value);
    const shown = Number.isFinite(n) ? new Intl.NumberFormat(i18n.language).format(n) : value;
    return t(`products.compliance.units.${line.unit}`, { count: Number.isFinite(n) ? n : 0, value: shown });
  };
}

/** The form that binds the product to one more profile (approval number, expiry, credit hours). */
function BindForm({
  report,
  pending,
  onBind,
}: {
  report: ComplianceReport;
  pending: boolean;
  onBind: (b: ComplianceBinding) => void;
}) {
  const { t } = useTranslation();
  const profiles = useComplianceProfiles();
  const [profileId, setProfileId] = useState('');
  const [approvalNumber, setApprovalNumber] = useState('');
  const [expires, setExpires] = useState('');
  const [hours, setHours] = useState('');
  const free = (profiles.data?.profiles ?? []).filter((p) => !report.bindings.some((b) => b.profileId === p.id));
  const chosen = free.find((p) => p.id === profileId);
  const creditHours = Number(hours);
  const ready = chosen !== undefined && approvalNumber.trim() !== '' && Number.isFinite(creditHours) && creditHours > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !chosen) return;
    onBind({
      profileId: chosen.id,
      profileVersion: chosen.version,
      approvalNumber: approvalNumber.trim(),
      approvalExpiresOn: expires || null,
      creditHours,
    });
  };
  return (
    <form onSubmit={submit} aria-label={t('products.compliance.bindTitle')}>
      <Title order={3} size="h4" mt="md" mb="xs">
        {t('products.compliance.bindTitle')}
      </Title>
      {profiles.isError && <QueryErrorAlert error={profiles.error} onRetry={() => profiles.refetch()} />}
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('products.compliance.profile')}
          value={profileId}
          data={[
            { value: '', label: t('products.compliance.chooseProfile') },
            ...free.map((p) => ({
              value: p.id,
              label: t('products.compliance.profileOption', { name: p.name, version: p.version }),
            })),
          ]}
          onChange={(e) => setProfileId(e.currentTarget.value)}
        />
        <TextInput
          label={t('products.compliance.approvalNumber')}
          value={approvalNumber}
          maxLength={100}
          onChange={(e) => setApprovalNumber(e.currentTarget.value)}
        />
        <TextInput
          label={t('products.compliance.approvalExpiresOn')}
          type="date"
          value={expires}
          onChange={(e) => setExpires(e.currentTarget.value)}
        />
        <TextInput
          label={t('products.compliance.creditHours')}
          type="number"
          min={0.01}
          max={1000}
          step={0.01}
          value={hours}
          onChange={(e) => setHours(e.currentTarget.value)}
        />
        <Button type="submit" disabled={!ready} loading={pending}>
          {t('products.compliance.bind')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * A product's compliance (issue 27, decisions 0117, 0135): the profiles it is approved under, bind and unbind them,
 * move a binding to a newer version of its profile (with a reason), and the report against the version bound.
 */
export function ProductCompliance({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation();
  const report = useComplianceReport(productId);
  const shipped = useComplianceProfiles();
  const set = useSetComplianceBindings(productId);
  const move = useMoveComplianceBinding(productId);
  const value = useValue();
  const [moving, setMoving] = useState<{ profileId: string; name: string; to: number } | null>(null);
  const data = report.data;
  const save = (bindings: ComplianceBinding[]) => set.mutate({ bindings });
  return (
    <section aria-labelledby="product-compliance-title">
      <Title order={2} size="h3" id="product-compliance-title" mt="lg" mb="xs">
        {t('products.compliance.title')}
      </Title>
      {report.isError && <QueryErrorAlert error={report.error} onRetry={() => report.refetch()} />}
      {data && data.bindings.length === 0 && <Text size="sm">{t('products.compliance.unbound')}</Text>}
      {data && data.bindings.length > 0 && (
        <Table>
          <Table.Caption>{t('products.compliance.bindingsCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('products.compliance.profile')}</Table.Th>
              <Table.Th scope="col">{t('products.compliance.version')}</Table.Th>
              <Table.Th scope="col">{t('products.compliance.approvalNumber')}</Table.Th>
              <Table.Th scope="col">{t('products.compliance.approvalExpiresOn')}</Table.Th>
              <Table.Th scope="col">{t('products.compliance.creditHours')}</Table.Th>
              <Table.Th scope="col">{t('products.fields.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.bindings.map((b) => {
              const profile = data.profiles.find((p) => p.profileId === b.profileId);
              const name = profile?.name ?? shipped.data?.profiles.find((p) => p.id === b.profileId)?.name ?? b.profileId;
              return (
                <Table.Tr key={b.profileId}>
                  <Table.Th scope="row">{name}</Table.Th>
                  <Table.Td>{b.profileVersion}</Table.Td>
                  <Table.Td>{b.approvalNumber}</Table.Td>
                  <Table.Td>
                    {b.approvalExpiresOn ? formatDay(b.approvalExpiresOn, i18n.language) : t('products.compliance.none')}
                  </Table.Td>
                  <Table.Td>{new Intl.NumberFormat(i18n.language).format(b.creditHours)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {profile && profile.latestVersion > b.profileVersion && (
                        <Button size="xs" onClick={() => setMoving({ profileId: b.profileId, name, to: profile.latestVersion })}>
                          {t('products.compliance.moveTo', { name, version: profile.latestVersion })}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="default"
                        disabled={set.isPending}
                        onClick={() => save(data.bindings.filter((x) => x.profileId !== b.profileId).map(asBinding))}
                      >
                        {t('products.compliance.unbind', { name })}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {data && <BindForm report={data} pending={set.isPending} onBind={(b) => save([...data.bindings.map(asBinding), b])} />}
      {set.isError && <MessageAlert tone="error">{httpErrorText(set.error)}</MessageAlert>}
      {move.isError && <MessageAlert tone="error">{httpErrorText(move.error)}</MessageAlert>}
      {data && data.lines.length > 0 && (
        <>
          <Text size="sm" mt="md" role="status">
            {t('products.compliance.failures', { count: data.failures })}
          </Text>
          {data.profiles.map((p) => (
            <Table key={p.profileId} mt="sm">
              <Table.Caption>{t('products.compliance.reportCaption', { name: p.name, version: p.profileVersion })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('products.compliance.check')}</Table.Th>
                  <Table.Th scope="col">{t('products.compliance.status')}</Table.Th>
                  <Table.Th scope="col">{t('products.compliance.course')}</Table.Th>
                  <Table.Th scope="col">{t('products.compliance.required')}</Table.Th>
                  <Table.Th scope="col">{t('products.compliance.source')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lines
                  .filter((l) => l.profileId === p.profileId)
                  .map((l) => (
                    <Table.Tr key={l.check}>
                      <Table.Th scope="row">{t(`products.compliance.checks.${l.check}`)}</Table.Th>
                      <Table.Td>
                        <Text size="sm" fw={l.status === 'FAIL' ? 700 : 400}>
                          {t(`products.compliance.statuses.${l.status}`)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{value(l, l.course)}</Table.Td>
                      <Table.Td>{value(l, l.required)}</Table.Td>
                      <Table.Td>
                        {l.source
                          ? `${l.source.citation} (${t('products.compliance.readOn', { day: formatDay(l.source.readOn, i18n.language) })})`
                          : t('products.compliance.providerPolicy')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          ))}
        </>
      )}
      {moving && (
        <ReasonModal
          title={t('products.compliance.moveTitle', { name: moving.name, version: moving.to })}
          text={t('products.compliance.moveText')}
          confirm={t('products.compliance.moveConfirm')}
          pending={move.isPending}
          onClose={() => setMoving(null)}
          onConfirm={(reason) =>
            move.mutate({ profileId: moving.profileId, profileVersion: moving.to, reason }, { onSettled: () => setMoving(null) })
          }
        />
      )}
    </section>
  );
}
