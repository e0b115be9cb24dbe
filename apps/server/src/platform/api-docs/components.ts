import * as contracts from '@continuum/contracts';
import type { SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The registry the document's components come from: each zod schema of the contracts under its export name. */
export function contractsRegistry(): z.core.$ZodRegistry<{ id?: string }> {
  const registry = z.registry<{ id?: string }>();
  for (const [name, value] of Object.entries(contracts)) {
    // A schema exported under two names keeps its first.
    if (value instanceof z.ZodType && !registry.has(value)) registry.add(value, { id: name });
  }
  return registry;
}

/** Every `#/components/schemas/X` the value refers to, X listed. */
function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        into.add(child.slice('#/components/schemas/'.length));
      } else collectRefs(child, into);
    }
  }
}

/**
 * The components of the document: the contracts' schemas the routes use, directly or through another
 * component. The registry holds every contract (input and output forms of each), most of which a given
 * route set never names; those are left out.
 */
export function usedComponents(registry: z.core.$ZodRegistry<{ id?: string }>): SwaggerTransformObject {
  const withAll = createJsonSchemaTransformObject({ schemaRegistry: registry });
  return (input) => {
    const document = withAll(input) as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
    const all = document.components?.schemas ?? {};
    const used = new Set<string>();
    collectRefs(document.paths, used);
    const queue = [...used];
    while (queue.length > 0) {
      const found = new Set<string>();
      collectRefs(all[queue.pop() as string], found);
      for (const name of found) {
        if (!used.has(name)) {
          used.add(name);
          queue.push(name);
        }
      }
    }
    const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
    return { ...document, components: { ...document.components, schemas } } as ReturnType<SwaggerTransformObject>;
  };
}
