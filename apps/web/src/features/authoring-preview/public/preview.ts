// The preview page (decision 0206), mounted by the studio's own routes (features/authoring/studio-routes.tsx), lazily.
export { PreviewPage } from '../pages/preview-page';
