import '@mantine/core/styles/Input.css';
import { BIOSIG_POLL_MS, type LearnerProduct, NMLS_ID_MAX, NMLS_ID_REQUIRED, nmlsIdError } from '@continuum/contracts';
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/api-error';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { biosigStatusText, getBiosigFlags, initBiosig } from './biosig-api';
import { type BiosigMessageKey, biosigOutcome } from './biosig-outcome';

/** The course rule whose text, when set, replaces the check's default instruction (000 §9). */
export const BIO_INSTRUCTION_RULE = 'SC_STUDENT_AFFIDAVITS_BIO_INSTRUCTION';

export interface BiosigCheckProps {
  lpId: number;
  /** The exam attempt the check is for (002 §3 requiresBiosig); absent at course entry. */
  personAssessmentId?: number;
  onPassed: () => void;
  /** The failure callback (000 §4): the learner is logged out. */
  onFailed: () => void;
}

type Step =
  | { kind: 'loading' }
  | { kind: 'nmls' }
  | { kind: 'waiting'; url: string; callbackId: string }
  | { kind: 'initError' }
  | { kind: 'error'; messageKey: BiosigMessageKey }
  | { kind: 'passed' };

/**
 * The biometric check modal (000 §2, §4, §5, §8; decision 0091): the NMLS id form where the product asks for it,
 * then our signature page (biosigUrl, opened in a new window) while the status is polled every second.
 * PASS runs the success callback; FAIL, any other text, no text or a failed request shows the spec's error, whose
 * button runs the failure callback.
 */
export function BiosigCheck({ lpId, personAssessmentId, onPassed, onFailed }: BiosigCheckProps) {
  const [product, setProduct] = useState<LearnerProduct | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const passedRef = useRef(onPassed);
  passedRef.current = onPassed;

  const start = async (nmlsId?: string) => {
    try {
      const reply = await initBiosig(lpId, { nmlsId, personAssessmentId });
      setStep({ kind: 'waiting', url: reply.biosigUrl, callbackId: reply.biosigCallbackId });
    } catch (e) {
      const initFailed = e instanceof ApiError && e.code === 'BIOSIG_INIT_FAILED';
      setStep(nmlsId !== undefined && !initFailed ? { kind: 'error', messageKey: 'nmls' } : { kind: 'initError' });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mounted check
  useEffect(() => {
    getBiosigFlags(lpId).then(
      (p) => {
        setProduct(p);
        if (p.biosigInitFailed) setStep({ kind: 'initError' });
        else if (p.biosigNmlsIdRequired) setStep({ kind: 'nmls' });
        else void start();
      },
      () => setStep({ kind: 'initError' }),
    );
  }, [lpId]);

  const callbackId = step.kind === 'waiting' ? step.callbackId : null;
  useEffect(() => {
    if (!callbackId) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let status: string | undefined;
      try {
        status = await biosigStatusText(callbackId, abort.signal);
      } catch {
        if (abort.signal.aborted) return;
      }
      const outcome = biosigOutcome(status);
      if (outcome.kind === 'poll') timer = setTimeout(poll, BIOSIG_POLL_MS);
      else if (outcome.kind === 'pass') {
        setStep({ kind: 'passed' });
        passedRef.current();
      } else setStep({ kind: 'error', messageKey: outcome.messageKey });
    };
    timer = setTimeout(poll, BIOSIG_POLL_MS);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [callbackId]);

  if (step.kind === 'nmls') return <NmlsForm onSubmit={(id) => void start(id)} />;
  if (step.kind === 'waiting') return <Waiting url={step.url} instruction={product?.rules[BIO_INSTRUCTION_RULE]} />;
  if (step.kind === 'initError') return <InitError phone={product?.accountPhone ?? null} onOk={onFailed} />;
  if (step.kind === 'error') return <BiosigError messageKey={step.messageKey} onOk={onFailed} />;
  return null;
}

function NmlsForm({ onSubmit }: { onSubmit: (nmlsId: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  const formId = useId();
  const error = nmlsIdError(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error || sent) return;
    setSent(true);
    onSubmit(value);
  };
  return (
    <AlertDialog
      opened
      title={t('biosig.nmls.title')}
      onClose={() => undefined}
      actions={
        <Button type="submit" form={formId} disabled={error !== null} loading={sent}>
          {t('biosig.nmls.next')}
        </Button>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Text mb="xs">{t('biosig.nmls.intro')}</Text>
        <TextInput
          label={t('biosig.nmls.label')}
          value={value}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={NMLS_ID_MAX}
          onChange={(e) => setValue(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && error ? t(error === NMLS_ID_REQUIRED ? 'biosig.nmls.required' : 'biosig.nmls.invalid') : undefined}
          data-autofocus
        />
      </form>
    </AlertDialog>
  );
}

function Waiting({ url, instruction }: { url: string; instruction: string | undefined }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      opened
      title={t('biosig.check.title')}
      onClose={() => undefined}
      actions={
        <Anchor href={url} target="_blank" rel="noopener" fw={600} data-autofocus>
          {t('biosig.check.open')}
        </Anchor>
      }
    >
      <Text mb="xs">{instruction?.trim() ? instruction : t('biosig.check.instruction')}</Text>
      <Text role="status" c="dimmed">
        {t('biosig.check.waiting')}
      </Text>
    </AlertDialog>
  );
}

function InitError({ phone, onOk }: { phone: string | null; onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      opened
      role="alertdialog"
      title={t('biosig.messages.initTitle')}
      onClose={onOk}
      actions={<Button onClick={onOk}>{t('biosig.ok')}</Button>}
    >
      <Text>{t('biosig.messages.initText')}</Text>
      {phone && <Text mt="xs">{t('biosig.messages.phone', { phone })}</Text>}
    </AlertDialog>
  );
}

function BiosigError({ messageKey, onOk }: { messageKey: BiosigMessageKey; onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      opened
      role="alertdialog"
      title={t('biosig.messages.title')}
      onClose={onOk}
      actions={<Button onClick={onOk}>{t('biosig.ok')}</Button>}
    >
      <Text>{t(`biosig.messages.${messageKey}`)}</Text>
    </AlertDialog>
  );
}
