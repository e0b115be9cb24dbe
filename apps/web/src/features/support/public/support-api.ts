import type { InstructorEmailBody, SupportEmailBody, SupportFeedbackBody, SupportSentReply } from '@continuum/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

// The support forms' calls (000 §7 Support; decision 0083). Each modal explains its own failure (0070).
const SHOWN_IN_MODAL = { meta: { errorDialog: false } } as const;

/** POST api/support/email: the contact-us form. */
export function useSendSupportEmail() {
  return useMutation({
    mutationFn: (body: SupportEmailBody) => http<SupportSentReply>('api/support/email', { method: 'POST', body }),
    ...SHOWN_IN_MODAL,
  });
}

/** POST api/support/feedback: the feedback form. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: SupportFeedbackBody) => http<{ id: number }>('api/support/feedback', { method: 'POST', body }),
    ...SHOWN_IN_MODAL,
  });
}

/** POST api/support/instructor/email: the instructor e-mail form. */
export function useSendInstructorEmail() {
  return useMutation({
    mutationFn: (body: InstructorEmailBody) => http<SupportSentReply>('api/support/instructor/email', { method: 'POST', body }),
    ...SHOWN_IN_MODAL,
  });
}
