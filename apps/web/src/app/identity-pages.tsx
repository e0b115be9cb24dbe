import { Navigate, Route, Routes } from 'react-router';
import { CertificatePage } from '@/features/certificate/pages/certificate-page';
import { PhotoIdPage } from '@/features/photo-id/pages/photo-id-page';
import { ProctorAffidavitPage } from '@/features/photo-id/pages/proctor-affidavit-page';
import { paths } from '@/shared/paths';

/**
 * /lp/{lpId}/id/…: the photo-ID upload, the proctor affidavit and the completion certificate (decision 0094).
 * One lazy route in the entry chunk for the three, whose paths live here in their own chunk.
 */
export function IdentityPages() {
  return (
    <Routes>
      <Route path="photo" element={<PhotoIdPage />} />
      <Route path="proctor-affidavit/:personAssessmentId" element={<ProctorAffidavitPage />} />
      <Route path="certificate" element={<CertificatePage />} />
      <Route path="*" element={<Navigate to={paths.home.href()} replace />} />
    </Routes>
  );
}
