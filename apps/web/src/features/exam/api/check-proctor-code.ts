import { http } from '@/shared/http/client';

/** GET api/proctor/final-exam/code/{code}?learnerProductId&componentId: true when the proctor code opens this exam. */
export function checkProctorCode(code: string, scope: { learnerProductId: number; componentId: number }): Promise<boolean> {
  return http<boolean>(`api/proctor/final-exam/code/${encodeURIComponent(code)}`, { query: { ...scope } });
}
