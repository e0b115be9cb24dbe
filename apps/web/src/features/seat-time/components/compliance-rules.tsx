import type { LearnerComplianceReply } from '@continuum/contracts';
import { useTranslation } from 'react-i18next';

/**
 * What the learner's regulator adds to the course's rules, each in the learner's language with the profile it comes
 * from (decision 0130). Closed by default: it explains, it does not interrupt.
 */
export function ComplianceRules({ compliance }: { compliance: LearnerComplianceReply }) {
  const { t } = useTranslation();
  const profiles = compliance.profiles.map((p) => p.name).join(', ');
  return (
    <details className="compliance-rules">
      <summary>{t('compliance.title')}</summary>
      <p>{t('compliance.intro', { profiles })}</p>
      <ul>
        {compliance.reasons.map((r) => (
          <li key={`${r.profileId}-${r.rule}`}>{t(r.reasonKey, { value: r.value, profile: r.profileName })}</li>
        ))}
      </ul>
    </details>
  );
}
