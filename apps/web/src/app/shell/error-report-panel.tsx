import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath } from 'react-router';
import { useLearnerProduct } from '@/features/product/public/get-learner-product';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { isApiError } from '@/shared/http/api-error';
import { SHOWS_FAILURE } from '@/shared/query/meta';
import { getCurrentProductId } from '@/shared/storage/current-product';
import { httpErrorText } from '@/shared/ui/http-error-text';
import type { ErrorReport } from '../error-reports';
import '@mantine/core/styles/Code.css';

/** The learner product a page belongs to: the one in its URL, else the current one (as the footers do). */
function productOf(page: string): number | null {
  const match = matchPath('/lp/:lpId/*', page);
  return match ? Number(match.params.lpId) || null : getCurrentProductId();
}

/**
 * "Report this problem" (000 §8 "else report", decision 0070): what support needs to find the failure (the
 * server's request id, the page, the time) and the current product's support contacts, with an e-mail that
 * carries those details. Without a product, the details alone, for the provider's usual contact.
 */
export function ErrorReportPanel({ report }: { report: ErrorReport }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const lpId = productOf(report.page) ?? 0;
  const product = useLearnerProduct(lpId, SHOWS_FAILURE).data;
  const reference = isApiError(report.error) ? report.error.requestId : null;
  const time = formatDateTime(report.at.toISOString(), i18n.language);
  const details = [
    httpErrorText(report.error),
    `${t('global.messages.error.reference')}: ${reference ?? t('global.messages.error.noReference')}`,
    `${t('global.messages.error.page')}: ${report.page}`,
    `${t('global.messages.error.time')}: ${time}`,
  ];
  const phone = product?.accountPhone;
  const email = product?.accountEmail;
  const mail = email
    ? `mailto:${email}?${new URLSearchParams({
        subject: t('global.messages.error.mailSubject', { reference: reference ?? '' }).trim(),
        body: details.join('\n'),
      })
        .toString()
        .replaceAll('+', '%20')}`
    : null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap={4} mt="md">
      <Title order={3} size="h6" id={headingId}>
        {t('global.messages.error.report')}
      </Title>
      <Text size="sm">{t('global.messages.error.reportIntro')}</Text>
      <Text size="sm">
        {t('global.messages.error.reference')}: {reference ? <Code>{reference}</Code> : t('global.messages.error.noReference')}
      </Text>
      <Text size="sm">
        {t('global.messages.error.page')}: {report.page}
      </Text>
      <Text size="sm">
        {t('global.messages.error.time')}: {time}
      </Text>
      {phone || mail ? (
        <Text size="sm">
          {t('global.footer.support')} {phone && <Anchor href={`tel:${phone}`}>{phone}</Anchor>}
          {phone && mail && ' · '}
          {mail && <Anchor href={mail}>{t('global.messages.error.mailSupport', { email })}</Anchor>}
        </Text>
      ) : (
        <Text size="sm">{t('global.messages.error.noContact')}</Text>
      )}
    </Stack>
  );
}
