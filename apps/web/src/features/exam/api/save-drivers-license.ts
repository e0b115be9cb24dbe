import type { FinalExamUserDataBody } from '@continuum/contracts';
import { http } from '@/shared/http/client';

/**
 * The final exam user data (002 §3) of one exam: POST api/exam/final-exam-user-data/{learnerProductId}/{componentId}
 * (the spec does not name the call; docs/decisions/0032). 400 names driversLicense when blank.
 */
export function saveDriversLicense(lpId: number, componentId: number, body: FinalExamUserDataBody) {
  return http<{ driversLicenseProvided: boolean }>(`api/exam/final-exam-user-data/${lpId}/${componentId}`, {
    method: 'POST',
    body,
  });
}
