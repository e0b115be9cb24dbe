// Public surface of the authoring module (issue 30, decisions 0163 and 0164): drafts, versions and grants of
// course lineages. It owns authoring_grants and authoring_revisions; content is written through its owners.

export { migrationRoutes } from './migration-routes.js';
export { previewRoutes } from './preview-routes.js';
export { authoringRoutes } from './routes.js';
