import { Route, Routes } from 'react-router';
import { DraftPage } from './pages/draft-page';
import { StudioHomePage } from './pages/studio-home-page';

/** The authoring studio's screens, one lazy chunk (issue 30): the lineages, and a draft's editor. */
export function StudioRoutes() {
  return (
    <Routes>
      <Route index element={<StudioHomePage />} />
      <Route path="drafts/:productId" element={<DraftPage />} />
    </Routes>
  );
}
