import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '@/shared/http/api-error';
import { paths } from '@/shared/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useAcceptFinal } from '../api/accept-final';
import { useCycles, useFinalForm } from '../api/get-final-form';
import { useLicenses, useValidateLicense } from '../api/licenses';
import { AffidavitForm } from '../components/affidavit-form';
import { licenseMessageText } from '../components/affidavit-messages';

/**
 * The learner's final affidavit (002 §2, §5) at /affidavit/final/{lpId}. Accepted, it returns to the course completion
 * (/lp/{lpId}/finish), which goes on (pending signature, or complete); so does a refusal because the security question
 * the completion asks first is not answered yet (decision 0099).
 */
export function FinalAffidavitPage() {
  const lpId = Number(useParams().lpId);
  const { t } = useTranslation();
  const form = useFinalForm(lpId);
  const fields = form.data?.fields;
  const state = form.data?.state ?? '';
  const industry = form.data?.industry ?? 'NONE';
  const cycles = useCycles(lpId, !!fields?.cycle);
  const licenses = useLicenses(state, industry, !!fields?.license && state !== '');
  const validate = useValidateLicense(state, industry);
  const accept = useAcceptFinal(lpId);
  const navigate = useNavigate();
  const toFinish = (state: { affidavitAccepted?: boolean }) =>
    navigate(paths.courseFinish.href({ lpId }), { replace: true, state });

  if (form.isError) return <QueryErrorAlert error={form.error} onRetry={() => void form.refetch()} />;
  if (!form.data || (fields?.cycle && !cycles.data) || (fields?.license && state && !licenses.data)) return <PageLoader />;
  return (
    <>
      <PageTitle>{t('affidavit.final.title')}</PageTitle>
      <AffidavitForm
        fields={form.data.fields}
        today={form.data.today}
        state={form.data.state}
        initial={{ firstName: form.data.firstName, lastName: form.data.lastName }}
        cycles={cycles.data?.cycles ?? []}
        cycleLabel={cycles.data?.label ?? t('affidavit.fields.cycle')}
        certificationText={form.data.certificationText}
        licenses={licenses.data?.currentLicenses ?? []}
        saveLicense={async (l) => {
          try {
            const reply = await validate.mutateAsync({ state, ...l, learnerProductId: lpId });
            return {
              errors: reply.errors.map((e) => licenseMessageText(t, e.message)),
              license: reply.newLicense ? { id: reply.newLicense.id } : undefined,
            };
          } catch {
            return { errors: [t('affidavit.license.errors.failed')] };
          }
        }}
        acceptLabel={t('affidavit.accept.results')}
        submit={async (body) => {
          try {
            return await accept.mutateAsync(body);
          } catch (e) {
            if (isApiError(e) && e.code === 'SECURITY_QUESTION_REQUIRED') toFinish({});
            throw e;
          }
        }}
        onAccepted={() => toFinish({ affidavitAccepted: true })}
      />
    </>
  );
}
