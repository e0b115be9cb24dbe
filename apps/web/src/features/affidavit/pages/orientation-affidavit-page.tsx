import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/shared/paths';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useAcceptOrientation, useOrientation } from '../api/orientation';

/** The orientation affidavit (002 §2, §4): Next is enabled only once the agreement is ticked. */
export function OrientationAffidavitPage() {
  const lpId = Number(useParams().lpId);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orientation = useOrientation(lpId);
  const accept = useAcceptOrientation(lpId);
  const [agreed, setAgreed] = useState(false);

  if (orientation.isError) return <QueryErrorAlert error={orientation.error} onRetry={() => void orientation.refetch()} />;
  if (!orientation.data) return <PageLoader />;
  const next = () => navigate(paths.productHome.href({ lpId }));
  return (
    <Stack maw={640} gap="md">
      <PageTitle>{t('affidavit.orientation.title')}</PageTitle>
      <Text>{orientation.data.text ?? t('affidavit.orientation.defaultText')}</Text>
      {accept.isError && <MessageAlert tone="error">{t('affidavit.errors.saveFailed')}</MessageAlert>}
      {orientation.data.accepted ? (
        <MessageAlert tone="success">{t('affidavit.orientation.accepted')}</MessageAlert>
      ) : (
        <Checkbox
          label={t('affidavit.orientation.agree')}
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
        />
      )}
      <Group>
        <Button
          disabled={!orientation.data.accepted && !agreed}
          loading={accept.isPending}
          onClick={() => (orientation.data.accepted ? next() : accept.mutate(undefined, { onSuccess: next }))}
        >
          {t('affidavit.orientation.next')}
        </Button>
      </Group>
    </Stack>
  );
}
