import {
  TYPING_PATTERN_TYPE,
  type TypingCheckUserReply,
  type TypingPattern,
  type TypingVerifyBody,
  type TypingVerifyReply,
} from '@continuum/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

// The typing-pattern calls (000 §7). The modal explains each failure itself (decision 0070).
const SHOWN_IN_MODAL = { meta: { errorDialog: false } } as const;

/** 000 §5: identity ids are padded to 6 digits. */
export const paddedId = (id: number) => String(id).padStart(6, '0');

/** GET api/thirdpartyauthentication/checkuser/{userId}/1/{textId}: enrolment counts (count, mobilecount). */
export function useTypingCheckUser(userId: number, textId: number) {
  return useQuery({
    queryKey: ['typing-check-user', userId, textId],
    queryFn: () =>
      http<TypingCheckUserReply>(`api/thirdpartyauthentication/checkuser/${paddedId(userId)}/${TYPING_PATTERN_TYPE}/${textId}`),
    enabled: userId > 0,
    staleTime: 0,
    retry: false,
    ...SHOWN_IN_MODAL,
  });
}

/** POST api/thirdpartyauthentication/save/{userId}: the enrolment entries. */
export function useSaveTypingEnrolment(userId: number) {
  return useMutation({
    mutationFn: (patterns: TypingPattern[]) =>
      http<TypingCheckUserReply>(`api/thirdpartyauthentication/save/${paddedId(userId)}`, { method: 'POST', body: patterns }),
    ...SHOWN_IN_MODAL,
  });
}

/** POST api/thirdpartyauthentication/verify/{userId}: one entry scored (net_score). */
export function useVerifyTypingPattern(userId: number) {
  return useMutation({
    mutationFn: (body: TypingVerifyBody) =>
      http<TypingVerifyReply>(`api/thirdpartyauthentication/verify/${paddedId(userId)}`, { method: 'POST', body }),
    ...SHOWN_IN_MODAL,
  });
}
