import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/shared/http/api-error';
import { PageTitle } from '@/shared/ui/page-title';
import { signProctorAffidavit } from '../api/sign-proctor-affidavit';
import '@mantine/core/styles/Input.css';
import classes from '../components/photo-id.module.css';
import { canSubmit, type ProctorAffidavitFields, showDate, validity } from '../components/proctor-affidavit-check';

const EMPTY: ProctorAffidavitFields = {
  proctorCode: '',
  proctorName: '',
  employerAndJobTitle: '',
  businessAddress: '',
  daytimePhone: '',
  email: '',
  relationship: '',
  date: '',
};

type Outcome = 'pending' | 'wrongCode' | 'signed' | 'error';

/**
 * The proctor affidavit (002 §2, §3, §5): the proctor fills it in at the learner's computer after the proctored
 * final exam and signs with the sitting's proctor code. Code, date, phone and e-mail are highlighted valid or
 * not as they are typed; the sitting stays 'pending signature' until the server accepts the code.
 */
export function ProctorAffidavitPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [fields, setFields] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof ProctorAffidavitFields, true>>>({});
  const [outcome, setOutcome] = useState<Outcome>('pending');
  const [saving, setSaving] = useState(false);
  const valid = validity(fields);
  const set = (name: keyof ProctorAffidavitFields, value: string) => setFields((f) => ({ ...f, [name]: value }));
  const touch = (name: keyof ProctorAffidavitFields) => setTouched((s) => ({ ...s, [name]: true }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit(fields) || saving) return;
    setSaving(true);
    try {
      const reply = await signProctorAffidavit({
        ...fields,
        date: showDate(fields.date),
        personAssessmentId: Number(params.personAssessmentId),
        learnerProductId: Number(params.lpId),
      });
      setOutcome(reply.proctorCodeValid ? 'signed' : 'wrongCode');
    } catch (e) {
      // Signed already (a second visit): the sitting is no longer pending.
      setOutcome(isApiError(e) && e.code === 'PROCTOR_AFFIDAVIT_EXISTS' ? 'signed' : 'error');
    } finally {
      setSaving(false);
    }
  };

  /** Highlighting of a checked field once typed in: valid (green) or its message (red). */
  const checked = (name: 'proctorCode' | 'date' | 'daytimePhone' | 'email', message: string) => {
    const wrongCode = name === 'proctorCode' && outcome === 'wrongCode';
    const shown = touched[name] || fields[name] !== '';
    const error = wrongCode ? t('photoId.proctor.incorrectCode') : shown && !valid[name] ? message : undefined;
    return {
      error,
      classNames: { input: shown && valid[name] && !wrongCode ? classes.valid : undefined },
      onBlur: () => touch(name),
    };
  };

  /** A required field with no check beyond being filled in: its label, value and change. */
  const plain = (name: 'proctorName' | 'employerAndJobTitle' | 'businessAddress' | 'relationship') => ({
    label: t(`photoId.proctor.${name}`),
    required: true,
    value: fields[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(name, e.currentTarget.value),
  });

  if (outcome === 'signed') {
    return (
      <>
        <PageTitle>{t('photoId.proctor.title')}</PageTitle>
        <Text role="status">{t('photoId.proctor.signed')}</Text>
      </>
    );
  }
  return (
    <>
      <PageTitle>{t('photoId.proctor.title')}</PageTitle>
      <Text mb="sm" fw={600}>
        {t('photoId.proctor.pending')}
      </Text>
      <Text mb="md">{t('photoId.proctor.intro')}</Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm" maw={520}>
          <TextInput
            label={t('photoId.proctor.proctorCode')}
            required
            autoComplete="off"
            value={fields.proctorCode}
            onChange={(e) => {
              set('proctorCode', e.currentTarget.value);
              if (outcome === 'wrongCode') setOutcome('pending');
            }}
            {...checked('proctorCode', t('photoId.proctor.codeRequired'))}
          />
          <TextInput {...plain('proctorName')} />
          <TextInput {...plain('employerAndJobTitle')} />
          <TextInput {...plain('businessAddress')} />
          <TextInput
            label={t('photoId.proctor.daytimePhone')}
            required
            type="tel"
            value={fields.daytimePhone}
            onChange={(e) => set('daytimePhone', e.currentTarget.value)}
            {...checked('daytimePhone', t('photoId.proctor.phoneInvalid'))}
          />
          <TextInput
            label={t('photoId.proctor.email')}
            required
            type="email"
            value={fields.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            {...checked('email', t('photoId.proctor.emailInvalid'))}
          />
          <TextInput {...plain('relationship')} />
          <TextInput
            label={t('photoId.proctor.date')}
            description={t('photoId.proctor.dateHint')}
            required
            inputMode="numeric"
            value={showDate(fields.date)}
            onChange={(e) => set('date', e.currentTarget.value.replace(/\D/g, '').slice(0, 8))}
            {...checked('date', t('photoId.proctor.dateInvalid'))}
          />
          {outcome === 'wrongCode' && (
            <Text role="alert" c="red.9">
              {t('photoId.proctor.wrongCode')}
            </Text>
          )}
          {outcome === 'error' && (
            <Text role="alert" c="red.9">
              {t('photoId.proctor.error')}
            </Text>
          )}
          <Button type="submit" disabled={!canSubmit(fields)} loading={saving} w="fit-content">
            {t('photoId.proctor.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
