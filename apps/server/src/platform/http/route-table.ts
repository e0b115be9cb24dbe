import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One registered route as the standing checks (fuzz, access matrix) and API docs read it. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  config: RouteOptions['config'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the platform plugins, in registration order. */
    routeTable: RouteEntry[];
  }
}

/** Records every route as it is registered; call before the modules register theirs. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      // Read when asked, not now: onRoute hooks of the plugin registering the route run after this one and may
      // still set its config or schema (the API docs' admin-only config, the module tags).
      table.push({
        method,
        url: route.url,
        get schema() {
          return route.schema;
        },
        get config() {
          return route.config;
        },
      });
    }
  });
}
