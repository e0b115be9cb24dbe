import type { NodeView } from '@continuum/contracts';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '@/shared/ui/message-alert';

/**
 * Optional, exempt and instructor-required banners of a node page (001 §2 "Other", §6), with the texts the
 * server gives from the course package (OPTIONAL_STATUS_TEXT, EXEMPT_* texts, INSTRUCTOR_NEEDED_TEXT; an
 * exempt or optional section's texts on what it holds) or the defaults. Shared: the lc page draws it for
 * units, topics and generic nodes, the lesson and key points pages their own (their texts are in the
 * course part, which the lc route has loaded). `instructor={false}`: the page says it already (the lesson
 * subheader's live-support notice).
 */
export function NodeBanners({ node, instructor: withInstructor = true }: { node: NodeView; instructor?: boolean }) {
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
      {withInstructor && (instructor.instructorRequired || instructor.ancestorInstructorRequired) && (
        <MessageAlert tone="warning" size="large">
          {instructor.text ?? t('course.lc.banner.instructorRequired')}
        </MessageAlert>
      )}
    </>
  );
}
