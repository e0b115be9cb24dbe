import type { AppContext } from '../../platform/context.js';
import { ResourceService } from './service.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /** Resources, bookmarks and key points, with the catalogue cache every caller shares. */
    resources: ResourceService;
  }
}

/** The resource module's services, built once in buildApp. */
export function resourceServices(ctx: Pick<AppContext, 'database' | 'clock'>) {
  return { resources: new ResourceService(ctx) };
}
