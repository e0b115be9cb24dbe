import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { type IdentityCheckField, type IdentityChecks, identityCheckFields } from '@continuum/contracts';
import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { useSetIdentityChecks, useSuperviseTypingEnrolment } from '../api/identity-checks';
import { ReasonModal } from './reason-modal';

type Choice = 'rule' | 'on' | 'off';
const choiceOf = (s: IdentityChecks[IdentityCheckField]): Choice => (s.setForEnrolment ? (s.value ? 'on' : 'off') : 'rule');
const settingOf = (c: Choice) => (c === 'rule' ? null : c === 'on');

/**
 * The enrolment's identity checks (issue 25, decision 0104): each follows the course rule or is set on or off
 * for this learner (a learner who cannot draw a signature: signature check off); saving asks the reason. Also
 * opens a supervised typing enrolment for a new device.
 */
export function IdentityChecksPanel({ id, checks }: { id: number; checks: IdentityChecks }) {
  const { t, i18n } = useTranslation();
  const initial = Object.fromEntries(identityCheckFields.map((f) => [f, choiceOf(checks[f])])) as Record<
    IdentityCheckField,
    Choice
  >;
  const [choices, setChoices] = useState(initial);
  const [asking, setAsking] = useState<'save' | 'typing' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const save = useSetIdentityChecks(id);
  const supervise = useSuperviseTypingEnrolment(id);
  const changed = identityCheckFields.filter((f) => choices[f] !== initial[f]);
  const failed = save.error ?? supervise.error;

  const confirm = (reason: string) => {
    if (asking === 'save') {
      const body = Object.fromEntries(changed.map((f) => [f, settingOf(choices[f])]));
      save.mutate(
        { ...body, reason },
        { onSuccess: () => setDone(t('enrolmentActions.identity.saved')), onSettled: () => setAsking(null) },
      );
    } else {
      supervise.mutate(reason, {
        onSuccess: (r) => setDone(t('enrolmentActions.identity.typingOpened', { until: formatDateTime(r.until, i18n.language) })),
        onSettled: () => setAsking(null),
      });
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('enrolmentActions.identity.title')}
      </Title>
      <Text size="sm">{t('enrolmentActions.identity.hint')}</Text>
      {done && <MessageAlert tone="success">{done}</MessageAlert>}
      {failed && <MessageAlert tone="error">{httpErrorText(failed)}</MessageAlert>}
      {identityCheckFields.map((f) => (
        <NativeSelect
          key={f}
          label={t(`enrolmentActions.identity.fields.${f}`)}
          description={t(checks[f].value ? 'enrolmentActions.identity.nowOn' : 'enrolmentActions.identity.nowOff')}
          value={choices[f]}
          onChange={(event) => setChoices({ ...choices, [f]: event.currentTarget.value as Choice })}
          data={[
            { value: 'rule', label: t('enrolmentActions.identity.rule') },
            { value: 'on', label: t('enrolmentActions.identity.on') },
            { value: 'off', label: t('enrolmentActions.identity.off') },
          ]}
        />
      ))}
      <Group>
        <Button disabled={changed.length === 0} onClick={() => setAsking('save')}>
          {t('enrolmentActions.identity.save')}
        </Button>
        <Button variant="default" onClick={() => setAsking('typing')}>
          {t('enrolmentActions.identity.typingButton')}
        </Button>
      </Group>
      {asking && (
        <ReasonModal
          title={t(asking === 'save' ? 'enrolmentActions.identity.save' : 'enrolmentActions.identity.typingButton')}
          text={t(asking === 'save' ? 'enrolmentActions.identity.saveText' : 'enrolmentActions.identity.typingText')}
          confirm={t('enrolmentActions.identity.confirm')}
          pending={save.isPending || supervise.isPending}
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        />
      )}
    </Stack>
  );
}
