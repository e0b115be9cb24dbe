import type { LearnerContextDeps } from '../progression/index.js';
import { ResourceService } from './service.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /** Resources, bookmarks and key points, with the catalogue cache every caller shares. */
    resources: ResourceService;
  }
}

/** The resource module's services, built once in buildApp. */
export function resourceServices(ctx: LearnerContextDeps) {
  return { resources: new ResourceService(ctx) };
}
