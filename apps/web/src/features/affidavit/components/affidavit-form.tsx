import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import {
  AFFIDAVIT_OPTIONS,
  type AffidavitFields,
  type AffidavitLicenseInput,
  type AffidavitOptionList,
  affidavitLimits,
  type FinalAffidavitBody,
  finalAffidavitChecks,
  formatDateDigits,
  formatSsn,
  type LicenseView,
} from '@continuum/contracts';
import { Button, Checkbox, Group, List, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/http/api-error';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { affidavitMessageText, FIELD_OF } from './affidavit-messages';
import { LicenseDialog, type NewLicense } from './license-dialog';

export interface AffidavitFormProps {
  fields: AffidavitFields;
  today: string;
  state: string | null;
  initial: { firstName: string; lastName: string };
  cycles: string[];
  cycleLabel: string;
  certificationText: string | null;
  /** The learner's stored licences of the state (numbers masked); null when they are typed into the form. */
  licenses: LicenseView[] | null;
  /** Stores or checks a new licence: its errors, and the licence the affidavit then names. */
  saveLicense: (license: NewLicense) => Promise<{ errors: string[]; license?: AffidavitLicenseInput }>;
  acceptLabel: string;
  /** The external affidavit (no session): with the password, the login of the account it belongs to (002 §2). */
  askLogin?: boolean;
  /** Sends the affidavit: the server's errors (empty: accepted). */
  submit: (body: FinalAffidavitBody) => Promise<string[]>;
  onAccepted: () => void;
}

type Dialog = { kind: 'errors'; messages: string[]; focus?: string } | { kind: 'licenseRequired' } | { kind: 'enterLicense' };

const TEXT_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'driversLicenseNumber',
  'nrds',
  'idNumber',
  'countyOfResidence',
] as const;
const OPTION_FIELDS: AffidavitOptionList[] = ['age', 'gender', 'education', 'martialStatus', 'employmentStatus', 'ethnicity'];

/**
 * The final affidavit (002 §2, §5): the fields the course's rules show, masks on the dates and the SSN, checks in
 * the spec's order each shown as an error dialog (the first failing one), the licence dialog, then the server's
 * own answer listed as bullets. Shared by the learner's final affidavit and the external /affidavit page.
 */
export function AffidavitForm(props: AffidavitFormProps) {
  const { fields, today, state } = props;
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({ ...props.initial });
  const [license, setLicense] = useState<AffidavitLicenseInput | null>(() =>
    props.licenses?.length === 1 && props.licenses[0] ? { id: props.licenses[0].id } : null,
  );
  const [certified, setCertified] = useState(false);
  const [pending, setPending] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const input = (name: string) => ({
    id: `affidavit-${name}`,
    value: values[name] ?? '',
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
  });

  const body = (): FinalAffidavitBody => {
    const b: FinalAffidavitBody = { ...values };
    if (fields.license && license) b.license = license;
    return b;
  };

  const missing = requiredNames(fields).some((name) => !(values[name] ?? '').trim());

  const closeDialog = () => {
    const focus = dialog?.kind === 'errors' ? dialog.focus : undefined;
    setDialog(null);
    if (focus) setTimeout(() => document.getElementById(`affidavit-${focus}`)?.focus(), 0);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const [first] = finalAffidavitChecks(body(), fields, today, state);
    if (first) {
      if (first.key === 'licenseRequired') return setDialog({ kind: 'licenseRequired' });
      // The wrong date is cleared, as the spec asks, so the learner types today's.
      if (first.key === 'dateMustBe') set('date', '');
      return setDialog({
        kind: 'errors',
        messages: [affidavitMessageText(t, first.message, { dateOfBirth: values.dateOfBirth })],
        focus: FIELD_OF[first.key],
      });
    }
    setPending(true);
    try {
      const errors = await props.submit(body());
      if (errors.length === 0) return props.onAccepted();
      setDialog({ kind: 'errors', messages: errors.map((m) => affidavitMessageText(t, m, { dateOfBirth: values.dateOfBirth })) });
    } catch (e) {
      // 002 §8: the server's message when it gives one (a 4xx), else the default.
      const given = isApiError(e) && e.status >= 400 && e.status < 500 ? e.message : '';
      setDialog({ kind: 'errors', messages: [given ? affidavitMessageText(t, given) : t('affidavit.errors.saveFailed')] });
    } finally {
      setPending(false);
    }
  };

  const saveLicense = async (typed: NewLicense) => {
    const result = await props.saveLicense(typed);
    if (result.license) setLicense(result.license);
    return result.errors;
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={t('affidavit.final.title')}>
        <Stack gap="sm" maw={560}>
          <Text>{props.certificationText ?? t('affidavit.final.defaultText')}</Text>
          <TextInput
            label={t('affidavit.fields.date')}
            description={t('affidavit.fields.dateHint')}
            required
            inputMode="numeric"
            autoComplete="off"
            {...input('date')}
            onChange={(e) => set('date', formatDateDigits(e.currentTarget.value))}
          />
          {TEXT_FIELDS.filter((name) => name === 'firstName' || name === 'lastName' || shown(fields, name)).map((name) => (
            <TextInput
              key={name}
              label={t(`affidavit.fields.${name}`)}
              required={name !== 'nrds' && (name !== 'middleName' || fields.middleNameRequired)}
              autoComplete="off"
              {...input(name)}
            />
          ))}
          {fields.ssn !== 'NONE' && (
            <TextInput
              label={t(fields.ssn === 'FULL' ? 'affidavit.fields.ssn' : 'affidavit.fields.ssnLastFour')}
              description={t(fields.ssn === 'FULL' ? 'affidavit.fields.ssnHint' : 'affidavit.fields.ssnLastFourHint')}
              required
              inputMode="numeric"
              autoComplete="off"
              {...input('ssn')}
              onChange={(e) => {
                const digits = e.currentTarget.value.replace(/\D/g, '');
                set('ssn', fields.ssn === 'FULL' ? formatSsn(digits) : digits.slice(0, affidavitLimits.ssnLastFourDigits));
              }}
            />
          )}
          {fields.dateOfBirth && (
            <TextInput
              label={t('affidavit.fields.dateOfBirth')}
              description={t('affidavit.fields.dateHint')}
              required
              inputMode="numeric"
              autoComplete="off"
              {...input('dateOfBirth')}
              onChange={(e) => set('dateOfBirth', formatDateDigits(e.currentTarget.value))}
            />
          )}
          {OPTION_FIELDS.filter((name) => fields[name]).map((name) => (
            <NativeSelect
              key={name}
              label={t(`affidavit.fields.${name}`)}
              required
              data={[
                { value: '', label: t('affidavit.choose') },
                ...AFFIDAVIT_OPTIONS[name].map((value) => ({ value, label: t(`affidavit.options.${name}.${value}`) })),
              ]}
              {...input(name)}
            />
          ))}
          {fields.password && (
            <>
              {props.askLogin && (
                <TextInput
                  label={t('affidavit.fields.login')}
                  description={t('affidavit.fields.loginHint')}
                  autoComplete="username"
                  maxLength={50}
                  {...input('login')}
                />
              )}
              <TextInput
                type="password"
                label={t('affidavit.fields.password')}
                required
                autoComplete="current-password"
                {...input('password')}
              />
              <TextInput
                type="password"
                label={t('affidavit.fields.confirmPassword')}
                required
                autoComplete="current-password"
                {...input('confirmPassword')}
              />
            </>
          )}
          {fields.license && (
            <LicenseChoice
              licenses={props.licenses}
              chosen={license}
              onChoose={(id) => setLicense({ id })}
              onEnter={() => setDialog({ kind: 'enterLicense' })}
            />
          )}
          {fields.nmlsId && (
            <TextInput
              label={t('affidavit.fields.nmlsId')}
              required
              inputMode="numeric"
              autoComplete="off"
              {...input('nmlsId')}
            />
          )}
          {fields.cycle && (
            <NativeSelect
              label={props.cycleLabel}
              required
              data={[{ value: '', label: t('affidavit.choose') }, ...props.cycles]}
              {...input('cycle')}
            />
          )}
          <Checkbox
            label={t('affidavit.final.certify')}
            checked={certified}
            onChange={(e) => setCertified(e.currentTarget.checked)}
          />
          {/* 002 §2: the accept button is disabled while saving or while a required field is empty. */}
          {certified && missing && (
            <Text size="sm" id="affidavit-fill-required">
              {t('affidavit.final.fillRequired')}
            </Text>
          )}
          <Group>
            <Button
              type="submit"
              loading={pending}
              disabled={!certified || missing}
              aria-describedby={certified && missing ? 'affidavit-fill-required' : undefined}
            >
              {props.acceptLabel}
            </Button>
          </Group>
        </Stack>
      </form>
      {dialog?.kind === 'errors' && (
        <AlertDialog
          opened
          role="alertdialog"
          title={t('affidavit.errors.title')}
          onClose={closeDialog}
          actions={
            <Button onClick={closeDialog} data-autofocus>
              {t('affidavit.ok')}
            </Button>
          }
        >
          {dialog.messages.length === 1 ? (
            <Text>{dialog.messages[0]}</Text>
          ) : (
            <List>
              {dialog.messages.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          )}
        </AlertDialog>
      )}
      {dialog?.kind === 'licenseRequired' && (
        <AlertDialog
          opened
          role="alertdialog"
          title={t('affidavit.license.requiredTitle')}
          onClose={closeDialog}
          actions={
            <>
              <Button variant="default" onClick={closeDialog}>
                {t('affidavit.close')}
              </Button>
              <Button onClick={() => setDialog({ kind: 'enterLicense' })} data-autofocus>
                {t('affidavit.license.enter')}
              </Button>
            </>
          }
        >
          <Text>{t('affidavit.errors.licenseRequired')}</Text>
        </AlertDialog>
      )}
      {dialog?.kind === 'enterLicense' && <LicenseDialog state={state ?? ''} save={saveLicense} onClose={closeDialog} />}
    </>
  );
}

/** The inputs the course's rules make required (the licence has its own dialog; NRDS and login are optional). */
function requiredNames(fields: AffidavitFields): string[] {
  return [
    'date',
    'firstName',
    'lastName',
    ...(fields.middleNameRequired ? ['middleName'] : []),
    ...(['driversLicenseNumber', 'idNumber', 'countyOfResidence', 'dateOfBirth', 'nmlsId', 'cycle'] as const).filter(
      (name) => fields[name],
    ),
    ...(fields.ssn !== 'NONE' ? ['ssn'] : []),
    ...OPTION_FIELDS.filter((name) => fields[name]),
    ...(fields.password ? ['password', 'confirmPassword'] : []),
  ];
}

function shown(fields: AffidavitFields, name: (typeof TEXT_FIELDS)[number]): boolean {
  if (name === 'middleName') return true;
  if (name === 'firstName' || name === 'lastName') return true;
  return fields[name] === true;
}

/** The licences of the state to choose from (several may exist), or the one typed in, and Enter License. */
function LicenseChoice({
  licenses,
  chosen,
  onChoose,
  onEnter,
}: {
  licenses: LicenseView[] | null;
  chosen: AffidavitLicenseInput | null;
  onChoose: (id: number) => void;
  onEnter: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {licenses && licenses.length > 0 ? (
        <Radio.Group
          label={t('affidavit.license.choose')}
          value={chosen?.id ? String(chosen.id) : null}
          onChange={(v) => onChoose(Number(v))}
        >
          <Stack gap={4} mt={4}>
            {licenses.map((l) => (
              <Radio key={l.id} value={String(l.id)} label={t('affidavit.license.item', l)} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm">
          {chosen && !chosen.id ? t('affidavit.license.typed', { licenseType: chosen.licenseType }) : t('affidavit.license.none')}
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={onEnter}>
          {t('affidavit.license.enter')}
        </Button>
      </Group>
    </Stack>
  );
}
