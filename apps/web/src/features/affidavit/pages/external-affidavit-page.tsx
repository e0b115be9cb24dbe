import { parseRenewalDate } from '@continuum/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { useAcceptExternal, useExternalConfig } from '../api/external';
import { AffidavitForm } from '../components/affidavit-form';

/**
 * /affidavit (002 §2, no authority): the external affidavit of a learner sent by a signed link (?token=…). The accept
 * button's variant follows the link's ceOrderAction: results, the account, or a redirect.
 */
export function ExternalAffidavitPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const config = useExternalConfig(token);
  const accept = useAcceptExternal();
  const [done, setDone] = useState(false);

  const title = <PageTitle>{t('affidavit.external.title')}</PageTitle>;
  if (!token || config.isError) {
    return (
      <>
        {title}
        <MessageAlert tone="error">{t('affidavit.external.presentError')}</MessageAlert>
      </>
    );
  }
  if (!config.data) return <PageLoader />;
  const c = config.data;
  if (c.error || !c.display || !c.today) {
    return (
      <>
        {title}
        <MessageAlert tone="info">{c.error ?? t('affidavit.external.presentError')}</MessageAlert>
      </>
    );
  }
  // Licences are keyed by the CES user id: without one, none can be entered (002 §8).
  if (c.display.license && !c.externalUserId) {
    return (
      <>
        {title}
        <MessageAlert tone="error" title={t('affidavit.errors.title')}>
          {t('affidavit.license.errors.noCesUid')}
        </MessageAlert>
      </>
    );
  }
  const action = c.ceOrderAction?.action ?? 'RESULTS';
  const onAccepted = () => {
    if (action === 'REDIRECT' && c.successUrl) window.location.assign(c.successUrl);
    else if (action === 'ACCOUNT') navigate(paths.settings.href());
    else setDone(true);
  };
  return (
    <>
      {title}
      {done ? (
        <MessageAlert tone="success">{t('affidavit.external.accepted', { course: c.successCourse ?? '' })}</MessageAlert>
      ) : (
        <AffidavitForm
          fields={c.display}
          today={c.today}
          state={c.state}
          initial={{ firstName: '', lastName: '' }}
          cycles={c.cycles}
          cycleLabel={c.cycleLabel}
          certificationText={c.certificationText}
          licenses={null}
          saveLicense={async (l) => {
            const errors = [
              ...(parseRenewalDate(l.renewalDate) ? [] : [t('affidavit.license.errors.renewalDateInvalid')]),
              ...(l.licenseNumber.trim() ? [] : [t('affidavit.license.errors.licenseNumberRequired')]),
            ];
            return errors.length > 0
              ? { errors }
              : {
                  errors,
                  license: {
                    state: c.state ?? undefined,
                    licenseType: l.licenseType,
                    renewalDateStr: l.renewalDate,
                    licenseNumber: l.licenseNumber,
                  },
                };
          }}
          askLogin
          acceptLabel={t(`affidavit.accept.${action === 'REDIRECT' ? 'redirect' : action === 'ACCOUNT' ? 'account' : 'results'}`)}
          submit={async (body) => {
            const reply = await accept.mutateAsync({ ...body, token, externalUserId: c.externalUserId ?? undefined });
            return reply.error ? (reply.message ?? t('affidavit.errors.saveFailed')).split('\n') : [];
          }}
          onAccepted={onAccepted}
        />
      )}
    </>
  );
}
