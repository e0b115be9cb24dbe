import type { ProctorAffidavitBody, ProctorAffidavitReply } from '@continuum/contracts';
import { http } from '@/shared/http/client';

/** POST api/proctor/final-exam/proctor-affidavit (002 §7): stored only when the proctor code is the sitting's. */
export function signProctorAffidavit(body: ProctorAffidavitBody): Promise<ProctorAffidavitReply> {
  return http<ProctorAffidavitReply>('api/proctor/final-exam/proctor-affidavit', { method: 'POST', body });
}
