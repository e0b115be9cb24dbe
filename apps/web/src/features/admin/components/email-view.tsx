import type { AdminEmail } from '@continuum/contracts';
import { Anchor, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { MessageAlert } from '@/shared/ui/message-alert';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useResendEmail } from '../api/resend-email';
import '@mantine/core/styles/Code.css';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import classes from './email-view.module.css';

/**
 * 002 §2 email-view: subject, from, to, cc, bcc, the HTML body in a frame and the plain-text body; plus Resend
 * (002 §7), which answers the new record. A message whose resend issues a new key or code (`reissues`: a live
 * password-reset key from an old reset e-mail) first says so and asks to confirm (decision 0108). The frame is sandboxed with nothing allowed: no script, form,
 * navigation or same-origin access, whatever the stored HTML holds.
 */
export function EmailView({ email, headingLevel = 1 }: { email: AdminEmail; headingLevel?: 1 | 2 }) {
  const { t, i18n } = useTranslation();
  const resend = useResendEmail();
  const [confirming, setConfirming] = useState(false);
  const send = () => {
    setConfirming(false);
    resend.mutate({ id: email.id, reissue: email.reissues !== null });
  };
  const sub = headingLevel === 1 ? 2 : 3;
  const when = formatDateTime(email.sentDate, i18n.language);
  const envelope: [string, string | null][] = [
    [t('emails.fields.sentDate'), when],
    [t('emails.fields.from'), email.from],
    [t('emails.fields.to'), email.to],
    [t('emails.fields.cc'), email.cc],
    [t('emails.fields.bcc'), email.bcc],
  ];
  return (
    <Stack gap="md">
      <Title order={headingLevel}>{email.subject}</Title>
      <dl className={classes.envelope}>
        {envelope.map(([label, value]) => (
          <div key={label} className={classes.row}>
            <dt>{label}</dt>
            <dd>{value || t('emails.none')}</dd>
          </div>
        ))}
      </dl>
      <Group>
        <Button onClick={() => (email.reissues ? setConfirming(true) : send())} loading={resend.isPending} disabled={confirming}>
          {t('emails.resend')}
        </Button>
      </Group>
      {confirming && email.reissues && (
        <MessageAlert tone="warning" title={t('emails.reissue.title')}>
          <Stack gap="xs">
            <Text size="sm">{t(`emails.reissue.${email.reissues}`, { to: email.to })}</Text>
            <Group>
              <Button size="xs" onClick={send}>
                {t('emails.reissue.confirm')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                {t('emails.reissue.cancel')}
              </Button>
            </Group>
          </Stack>
        </MessageAlert>
      )}
      {resend.isSuccess && (
        <MessageAlert tone="success" title={t('emails.resent.title')}>
          <Anchor component={Link} to={paths.emailView.href({ emailId: resend.data.id })}>
            {t('emails.resent.link', { id: resend.data.id })}
          </Anchor>
        </MessageAlert>
      )}
      {resend.isError && <QueryErrorAlert error={resend.error} onRetry={send} />}
      <Title order={sub}>{t('emails.html')}</Title>
      <iframe
        className={classes.frame}
        title={t('emails.htmlFrame', { subject: email.subject })}
        sandbox=""
        srcDoc={email.htmlText}
      />
      <Title order={sub}>{t('emails.plain')}</Title>
      <Code block className={classes.plain}>
        {email.plainText}
      </Code>
      <Text size="sm" c="dimmed">
        {t('emails.redactedNote')}
      </Text>
    </Stack>
  );
}
