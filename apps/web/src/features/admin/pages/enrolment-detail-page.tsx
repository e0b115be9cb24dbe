import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import { type AdminAttempt, type AdminCourseNode, EXEMPTIBLE_NODE_TYPES } from '@continuum/contracts';
import { Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime, formatDay } from '@/shared/format/i18n-formatters';
import { isApiError } from '@/shared/http/api-error';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { adminPaths } from '../admin-paths';
import { type EnrolmentAction, learnerRecordsHref, useEnrolmentAction, useEnrolmentDetail } from '../api/enrolment-actions';
import { IdentityChecksPanel } from '../components/identity-checks-panel';
import { ReasonModal } from '../components/reason-modal';

/** Refusals the screen explains in the administrator's language (other failures show the HTTP status). */
const KNOWN_ERRORS = new Set([
  'ATTEMPT_ALREADY_RESET',
  'ATTEMPT_NOT_OPEN',
  'ATTEMPT_NOT_PARTIALLY_COMPLETED',
  'ENROLMENT_HAS_NO_END_DATE',
  'ENROLMENT_ALREADY_WITHDRAWN',
  'ENROLMENT_NOT_WITHDRAWN',
  'NODE_ALREADY_EXEMPT',
]);
const EXEMPTIBLE = new Set<string>(EXEMPTIBLE_NODE_TYPES);
const MAX_DAYS = 3650;

interface Asked {
  action: EnrolmentAction;
  /** The i18n key under enrolmentActions.actions naming the action (title, text, confirm, done). */
  name: string;
  values: Record<string, string | number>;
}

/**
 * One learner's enrolment for administrators (issue 17, decision 0078): its exam attempts and course content,
 * and the actions extend, withdraw / reinstate, mark exempt, reset and resume an attempt, each through a modal
 * that asks the reason.
 */
export function EnrolmentDetailPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const detail = useEnrolmentDetail(id);
  const act = useEnrolmentAction(id);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [done, setDone] = useState<Asked | null>(null);
  const [days, setDays] = useState('30');
  const lang = i18n.language;

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <QueryErrorAlert error={detail.error} onRetry={() => detail.refetch()} />;
  const e = detail.data;
  const ask = (next: Asked) => {
    act.reset();
    setDone(null);
    if (next.action.kind === 'extend') setDays('30');
    setAsked(next);
  };
  const daysValue = Number(days);
  const daysValid = Number.isInteger(daysValue) && daysValue >= 1 && daysValue <= MAX_DAYS;
  const confirm = (reason: string) => {
    if (!asked) return;
    const action = asked.action.kind === 'extend' ? { kind: 'extend' as const, days: daysValue } : asked.action;
    const values = asked.action.kind === 'extend' ? { ...asked.values, count: daysValue } : asked.values;
    act.mutate(
      { action, reason },
      {
        onSuccess: () => setDone({ ...asked, action, values }),
        onSettled: () => setAsked(null),
      },
    );
  };
  const failure = act.isError
    ? isApiError(act.error) && KNOWN_ERRORS.has(act.error.code)
      ? t(`enrolmentActions.errors.${act.error.code}`)
      : isApiError(act.error) && act.error.fieldErrors?.length
        ? act.error.fieldErrors.map((f) => `${f.field}: ${f.message}`).join(' ')
        : httpErrorText(act.error)
    : null;
  const day = (value: string | null) => (value ? formatDay(value, lang) : '—');
  const attemptName = (a: AdminAttempt) => ({ exam: a.nodeTitle, number: a.attemptNumber });

  return (
    <>
      <PageTitle>{t('enrolmentActions.title', { login: e.login, product: e.productName })}</PageTitle>
      <Anchor component={Link} to={adminPaths.enrolments.href()} mb="md" display="inline-block">
        {t('enrolmentActions.back')}
      </Anchor>
      <Anchor component={Link} to={adminPaths.identityEvidence.href({ id })} mb="md" ml="md" display="inline-block">
        {t('identityEvidence.link')}
      </Anchor>
      <Anchor href={learnerRecordsHref(id)} download={`records-${id}.zip`} mb="md" ml="md" display="inline-block">
        {t('enrolmentActions.downloadRecords')}
      </Anchor>
      <Stack gap="md">
        <Text>
          {t('enrolmentActions.summary', {
            name: `${e.firstName} ${e.lastName}`,
            code: e.productCode,
            status: t(`enrolmentActions.statuses.${e.status}`, { defaultValue: e.status }),
            start: day(e.startDate),
            end: day(e.endDate),
          })}
        </Text>
        {done && <MessageAlert tone="success">{t(`enrolmentActions.actions.${done.name}.done`, done.values)}</MessageAlert>}
        {failure && (
          <MessageAlert tone="error" title={t('enrolmentActions.failed')}>
            {failure}
          </MessageAlert>
        )}
        <Group>
          <Button
            onClick={() => ask({ action: { kind: 'extend', days: 30 }, name: 'extend', values: { end: day(e.endDate) } })}
            disabled={!e.endDate}
          >
            {t('enrolmentActions.actions.extend.button')}
          </Button>
          {e.withdrawnAt ? (
            <Button variant="default" onClick={() => ask({ action: { kind: 'reinstate' }, name: 'reinstate', values: {} })}>
              {t('enrolmentActions.actions.reinstate.button')}
            </Button>
          ) : (
            <Button
              color="red"
              variant="outline"
              onClick={() => ask({ action: { kind: 'withdraw' }, name: 'withdraw', values: {} })}
            >
              {t('enrolmentActions.actions.withdraw.button')}
            </Button>
          )}
        </Group>
        {!e.endDate && <Text size="sm">{t('enrolmentActions.noEndDate')}</Text>}
        {e.securityHeldAt && (
          <MessageAlert tone="warning" title={t('enrolmentActions.securityHold.title')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('enrolmentActions.securityHold.text', { since: formatDateTime(e.securityHeldAt, lang) })}</Text>
              <Button
                size="xs"
                onClick={() => ask({ action: { kind: 'releaseSecurityHold' }, name: 'releaseSecurityHold', values: {} })}
              >
                {t('enrolmentActions.actions.releaseSecurityHold.button')}
              </Button>
            </Stack>
          </MessageAlert>
        )}

        <IdentityChecksPanel id={id} checks={e.identityChecks} />

        <Title order={2} size="h4">
          {t('enrolmentActions.attempts.title')}
        </Title>
        {e.attempts.length === 0 ? (
          <Text>{t('enrolmentActions.attempts.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Caption>{t('enrolmentActions.attempts.title')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('enrolmentActions.attempts.exam')}</Table.Th>
                  <Table.Th>{t('enrolmentActions.attempts.number')}</Table.Th>
                  <Table.Th>{t('enrolmentActions.attempts.status')}</Table.Th>
                  <Table.Th>{t('enrolmentActions.attempts.started')}</Table.Th>
                  <Table.Th>{t('enrolmentActions.attempts.score')}</Table.Th>
                  <Table.Th>{t('enrolmentActions.attempts.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {e.attempts.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      {a.nodeTitle}
                      {a.isFinal ? ` (${t('enrolmentActions.attempts.final')})` : ''}
                    </Table.Td>
                    <Table.Td>{a.attemptNumber}</Table.Td>
                    <Table.Td>
                      {t(`enrolmentActions.attemptStatuses.${a.status}`, { defaultValue: a.status })}
                      {a.resetAt && (
                        <Text size="xs">
                          {t('enrolmentActions.attempts.resetBy', {
                            by: a.resetBy ?? '—',
                            at: formatDateTime(a.resetAt, lang),
                            reason: a.resetReason ?? '',
                          })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDateTime(a.startedAt, lang)}</Table.Td>
                    <Table.Td>{a.score ?? '—'}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        {a.canResume && (
                          <Button
                            size="xs"
                            aria-label={t('enrolmentActions.actions.resume.label', attemptName(a))}
                            onClick={() =>
                              ask({ action: { kind: 'resume', attemptId: a.id }, name: 'resume', values: attemptName(a) })
                            }
                          >
                            {t('enrolmentActions.actions.resume.button')}
                          </Button>
                        )}
                        {a.canReset && (
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={t('enrolmentActions.actions.reset.label', attemptName(a))}
                            onClick={() =>
                              ask({ action: { kind: 'reset', attemptId: a.id }, name: 'reset', values: attemptName(a) })
                            }
                          >
                            {t('enrolmentActions.actions.reset.button')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        <Title order={2} size="h4">
          {t('enrolmentActions.nodes.title')}
        </Title>
        <Text size="sm">{t('enrolmentActions.nodes.hint')}</Text>
        <NodesTable nodes={e.nodes} lang={lang} onExempt={(n) => ask(exemptAsk(n))} />
      </Stack>

      {asked && (
        <ReasonModal
          title={t(`enrolmentActions.actions.${asked.name}.title`, asked.values)}
          text={t(`enrolmentActions.actions.${asked.name}.text`, asked.values)}
          confirm={t(`enrolmentActions.actions.${asked.name}.confirm`)}
          ready={asked.action.kind !== 'extend' || daysValid}
          pending={act.isPending}
          onConfirm={confirm}
          onClose={() => setAsked(null)}
        >
          {asked.action.kind === 'extend' && (
            <TextInput
              type="number"
              min={1}
              max={MAX_DAYS}
              label={t('enrolmentActions.actions.extend.days')}
              value={days}
              error={daysValid ? undefined : t('enrolmentActions.actions.extend.daysInvalid', { max: MAX_DAYS })}
              onChange={(event) => setDays(event.currentTarget.value)}
            />
          )}
        </ReasonModal>
      )}
    </>
  );
}

const exemptAsk = (n: AdminCourseNode): Asked => ({
  action: { kind: 'exempt', nodeId: n.id },
  name: 'exempt',
  values: { title: n.title },
});

function NodesTable({
  nodes,
  lang,
  onExempt,
}: {
  nodes: AdminCourseNode[];
  lang: string;
  onExempt: (node: AdminCourseNode) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table>
        <Table.Caption>{t('enrolmentActions.nodes.title')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('enrolmentActions.nodes.node')}</Table.Th>
            <Table.Th>{t('enrolmentActions.nodes.type')}</Table.Th>
            <Table.Th>{t('enrolmentActions.nodes.exempt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {nodes.map((n) => (
            <Table.Tr key={n.id}>
              <Table.Td style={{ paddingInlineStart: `calc(${n.depth} * 1rem + 0.5rem)` }}>{n.title}</Table.Td>
              <Table.Td>{n.type}</Table.Td>
              <Table.Td>
                {n.exempt ? (
                  t('enrolmentActions.nodes.exemptBy', {
                    by: n.exemptedBy ?? '—',
                    at: n.exemptedAt ? formatDateTime(n.exemptedAt, lang) : '—',
                  })
                ) : EXEMPTIBLE.has(n.type) ? (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t('enrolmentActions.actions.exempt.label', { title: n.title })}
                    onClick={() => onExempt(n)}
                  >
                    {t('enrolmentActions.actions.exempt.button')}
                  </Button>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
