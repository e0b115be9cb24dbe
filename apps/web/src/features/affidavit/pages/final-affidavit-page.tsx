import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/http/api-error';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useAcceptFinal } from '../api/accept-final';
import { useCycles, useFinalForm } from '../api/get-final-form';
import { useLicenses, useValidateLicense } from '../api/licenses';
import { AffidavitForm } from '../components/affidavit-form';
import { licenseMessageText } from '../components/affidavit-messages';

/** The server's answers to the form's read when the course is not finished yet (issue 25 item 37). */
const NOT_FINISHED = new Set(['COURSE_NOT_FINISHED', 'MIN_COURSE_TIME_NOT_MET', 'FINAL_EXAM_REQUIRED', 'COURSE_FAILED']);

/**
 * The learner's final affidavit (002 §2, §5) at /affidavit/final/{lpId}. Accepted, it returns to the course completion
 * (/lp/{lpId}/finish), which goes on (pending signature, or complete). Its gates are asked before the form (issue 25
 * item 37): before the course is finished the page says so, and a security question still to answer sends the learner
 * to the completion, which asks it, before anything is typed. A refusal after typing never leaves the page: what the
 * learner typed stays.
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
  // Signed before a final exam (decision 0120): Accept leads back to that exam, not to the course's finish.
  const returnTo = Number(useSearchParams()[0].get('returnTo'));
  const toExam = Number.isInteger(returnTo) && returnTo > 0;
  const accepted = () =>
    toExam ? navigate(paths.lc.href({ lpId, nodeId: returnTo }), { replace: true }) : toFinish({ affidavitAccepted: true });

  if (isApiError(form.error) && form.error.code === 'SECURITY_QUESTION_REQUIRED')
    return <Navigate to={paths.courseFinish.href({ lpId })} replace />;
  if (isApiError(form.error) && NOT_FINISHED.has(form.error.code))
    return (
      <>
        <PageTitle>{t('affidavit.final.title')}</PageTitle>
        <MessageAlert tone="info" title={t('affidavit.final.notYet.title')}>
          {t('affidavit.final.notYet.message')}
        </MessageAlert>
        <AppLink to={paths.productHome.href({ lpId })}>{t('affidavit.final.notYet.home')}</AppLink>
      </>
    );
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
        // Before a final exam Accept continues to the exam; there are no results to go to yet.
        acceptLabel={t(toExam ? 'affidavit.accept.redirect' : 'affidavit.accept.results')}
        submit={async (body) => {
          try {
            return await accept.mutateAsync(body);
          } catch (e) {
            // Said on the page, which keeps what was typed (the form's read asked it first: a rare race).
            if (isApiError(e) && e.code === 'SECURITY_QUESTION_REQUIRED') return [t('affidavit.final.questionFirst')];
            throw e;
          }
        }}
        onAccepted={accepted}
      />
    </>
  );
}
