import { Route, Routes } from 'react-router';
import { ExternalAffidavitPage } from './pages/external-affidavit-page';
import { FinalAffidavitPage } from './pages/final-affidavit-page';
import { OrientationAffidavitPage } from './pages/orientation-affidavit-page';

/**
 * The affidavit screens under /affidavit (one lazy chunk, one entry in the app's routes): the external affidavit
 * (/affidavit, open), the final and the orientation affidavits of a learner product (their calls need a session).
 */
export function AffidavitRoutes() {
  return (
    <Routes>
      <Route index element={<ExternalAffidavitPage />} />
      <Route path="final/:lpId" element={<FinalAffidavitPage />} />
      <Route path="orientation/:lpId" element={<OrientationAffidavitPage />} />
    </Routes>
  );
}
