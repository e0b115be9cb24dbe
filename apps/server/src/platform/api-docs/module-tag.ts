import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A module's routes plugin. */
type RoutesPlugin = FastifyPluginAsyncZod;

/**
 * Registers a module's routes with the module's name as their OpenAPI tag (a route naming its own tags keeps
 * them), so the document groups the calls by module.
 */
export function tagged(tag: string, routes: RoutesPlugin): RoutesPlugin {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: route.schema?.tags ?? [tag] };
    });
    await app.register(routes);
  };
}
