import { http } from '@/shared/http/client';

/**
 * POST api/accesscode/check/{code}?learnerProductId&componentId: true when the code opens this exam.
 * 429 CODE_GUESSES_EXCEEDED after too many wrong codes (its message says when to try again).
 */
export function checkAccessCode(code: string, scope: { learnerProductId: number; componentId: number }): Promise<boolean> {
  return http<boolean>(`api/accesscode/check/${encodeURIComponent(code)}`, { method: 'POST', query: { ...scope } });
}
