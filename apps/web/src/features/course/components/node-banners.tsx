import type { NodeView } from '@continuum/contracts';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '@/shared/ui/message-alert';

/**
 * Optional, exempt and instructor-required banners of a node page (001 §2 "Other", §6), with the texts the
 * course package gives (OPTIONAL_STATUS_TEXT, EXEMPT_* texts, INSTRUCTOR_NEEDED_TEXT) or the defaults.
 */
export function NodeBanners({ node }: { node: NodeView }) {
  const { t } = useTranslation();
  const { exemptInfo: exempt, optionalInfo: optional, instructorInfo: instructor } = node;
  return (
    <>
      {(exempt.exempt || exempt.ancestorExempt) && (
        <MessageAlert tone="success" size="large">
          {exempt.childBannerText ?? exempt.statusText ?? t('course.lc.banner.exempt')}
        </MessageAlert>
      )}
      {!exempt.exempt && !exempt.ancestorExempt && exempt.helpText && (
        <MessageAlert tone="info" size="large">
          {exempt.helpText}
        </MessageAlert>
      )}
      {(optional.optional || optional.ancestorOptional) && (
        <MessageAlert tone="info" size="large">
          {optional.optionalStatusText ??
            t(optional.optional ? 'course.lc.banner.optional' : 'course.lc.banner.ancestorOptional')}
        </MessageAlert>
      )}
      {(instructor.instructorRequired || instructor.ancestorInstructorRequired) && (
        <MessageAlert tone="warning" size="large">
          {instructor.text ?? t('course.lc.banner.instructorRequired')}
        </MessageAlert>
      )}
    </>
  );
}
