import type { CertificateVerification, MyCertificate } from '@continuum/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/certificate/{lpId}: the learner's completion certificate (409 until the course is COMPLETE). */
export const certificateQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: ['certificate', lpId],
    queryFn: () => http<CertificateVerification>(`api/certificate/${lpId}`),
    retry: false,
  });

/** GET api/public/certificate/{code}: the public verification, no sign-in (404 for an unknown code). */
export const verificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['certificate', 'verify', code],
    queryFn: () => http<CertificateVerification>(`api/public/certificate/${encodeURIComponent(code)}`),
    retry: false,
  });

/** Where the PDF is downloaded from. */
export const certificatePdfHref = (lpId: number) => `/pdf/certificate/${lpId}`;

/** GET api/certificates: the signed-in learner's issued certificates (issue 28). */
export const myCertificatesQueryOptions = queryOptions({
  queryKey: ['certificate', 'mine'],
  queryFn: () => http<MyCertificate[]>('api/certificates'),
});
