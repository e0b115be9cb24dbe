// Public surface of the affidavit module (decision 0059): other modules and app.ts import only this file.
export { type ExternalLink, externalLinkKey, signExternalAffidavitLink } from './external-link.js';
export { type FinalAffidavitFacts, finalAffidavitAccepted, finalAffidavitFacts } from './facts.js';
export { affidavitRoutes } from './routes.js';
export { AFFIDAVIT_MODULE_RULES } from './texts.js';
