import type { BiosigSample } from '@continuum/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useBiosigSession, useSubmitSample } from '../api/biosig-session';
import { SignaturePad, type SignaturePadHandle } from '../components/signature-pad';

/**
 * The page behind biosigUrl (decision 0091): the learner enrols (first time: several samples) or verifies one
 * drawn signature. The course's window polls the result; this page says when it can be closed.
 */
export function BiosigPage() {
  const { t } = useTranslation();
  const callbackId = useParams().callbackId ?? '';
  const session = useBiosigSession(callbackId);
  const submit = useSubmitSample(callbackId);
  const [sample, setSample] = useState<BiosigSample | null>(null);
  const pad = useRef<SignaturePadHandle>(null);
  const helpId = useId();
  const outcome = useRef<HTMLDivElement>(null);
  const s = session.data;

  useEffect(() => {
    // A finished check: the message takes focus, so a screen reader hears it at once.
    if (s && s.status !== 'IN_PROGRESS') outcome.current?.focus();
  }, [s]);

  if (session.isPending) return <PageLoader />;
  if (!s)
    return (
      <Stack maw={720}>
        <PageTitle>{t('biosig.page.title')}</PageTitle>
        <QueryErrorAlert error={session.error} onRetry={() => void session.refetch()} />
      </Stack>
    );

  const send = () => {
    if (!sample) return;
    submit.mutate(sample, {
      onSuccess: () => {
        pad.current?.clear();
        setSample(null);
      },
    });
  };

  return (
    <Stack maw={720} gap="md">
      <PageTitle>{t('biosig.page.title')}</PageTitle>
      <Text>{s.courseTitle}</Text>
      {s.status === 'IN_PROGRESS' ? (
        <>
          <Text id={helpId}>
            {s.mode === 'ENROL'
              ? t('biosig.page.enrol', { n: s.samplesGiven + 1, total: s.samplesNeeded })
              : t('biosig.page.verify')}
          </Text>
          <SignaturePad ref={pad} label={t('biosig.page.pad')} describedBy={helpId} onChange={setSample} />
          {submit.error != null && (
            <Alert color="red" role="alert">
              {httpErrorText(submit.error)}
            </Alert>
          )}
          <Group>
            <Button onClick={send} disabled={!sample} loading={submit.isPending}>
              {t('biosig.page.submit')}
            </Button>
            <Button variant="default" onClick={() => pad.current?.clear()} disabled={!sample}>
              {t('biosig.page.clear')}
            </Button>
          </Group>
          <details>
            <summary>{t('biosig.page.keyboard.summary')}</summary>
            <Text mt="xs">{t('biosig.page.keyboard.text')}</Text>
          </details>
        </>
      ) : (
        <Alert
          ref={outcome}
          tabIndex={-1}
          color={s.status === 'PASS' ? 'green' : 'red'}
          title={t(s.status === 'PASS' ? 'biosig.page.passTitle' : 'biosig.page.failTitle')}
        >
          {t(s.status === 'PASS' ? 'biosig.page.pass' : 'biosig.page.fail')}
        </Alert>
      )}
    </Stack>
  );
}
