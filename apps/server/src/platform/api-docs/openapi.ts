import { BUILD_VERSION, errorBody } from '@continuum/contracts';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE, XSRF_COOKIE } from '../auth/cookies.js';
import type { Access } from '../auth/guard-plugin.js';
import { contractsRegistry, usedComponents } from './components.js';

/** The security schemes of the document: the session cookie, and the CSRF header state-changing calls echo. */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session cookie ("series.secret", HttpOnly) set by POST /api/authentication; a remember-me cookie renews it. ' +
      'Routes that need no session say so with an empty security list.',
  },
  xsrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description:
      `Signed double-submit CSRF token: every state-changing call (and the GETs that change state) sends the value of ` +
      `the ${XSRF_COOKIE} cookie in this header; the token is bound to the session.`,
  },
} as const;

/** The one error shape of every call (platform/http/error-handler.ts), listed with each JSON reply. */
const ERROR_REPLY = {
  description:
    'An error: 400 VALIDATION_FAILED with fieldErrors naming each field, 401 without a session, 403 without the ' +
    'authority, 404, 409 and the other codes of the error catalogue (contracts errors.ts).',
  content: { 'application/json': { schema: errorBody } },
};

/** Where a route's config says who may call it, and whether the GET changes state. */
interface DocumentedConfig {
  access?: Access;
  csrfOnGet?: true;
}

/** What the guard and the CSRF check demand of a route, as OpenAPI security requirements and a sentence. */
function securityOf(
  method: string,
  config: DocumentedConfig | undefined,
): { security: Record<string, string[]>[]; description?: string; 'x-authorities'?: string[] } {
  if (config?.access === 'public') return { security: [] };
  const csrf = method !== 'GET' || config?.csrfOnGet === true;
  const security: Record<string, string[]>[] = [csrf ? { session: [], xsrf: [] } : { session: [] }];
  const access = config?.access;
  if (typeof access === 'object') {
    return {
      security,
      description: `Requires one of the authorities: ${access.authorities.join(', ')}.`,
      'x-authorities': access.authorities,
    };
  }
  return { security, description: 'Requires a signed-in user.' };
}

/**
 * Registers @fastify/swagger: it records every route registered after it and builds the OpenAPI 3.1 document
 * from the routes' zod schemas (the contracts) on the first `app.swagger()`. Call before the modules' routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const registry = contractsRegistry();
  const withComponents = createJsonSchemaTransform({ schemaRegistry: registry });
  const inline = createJsonSchemaTransform({});
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Continuum API',
        description:
          'The server calls of Continuum, generated from the route schemas (packages/contracts). Errors answer ' +
          '{status, code, message, fieldErrors?}; bad input is 400 VALIDATION_FAILED naming each field.',
        version: BUILD_VERSION,
      },
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ session: [] }],
    },
    transform: (input) => {
      const { params, querystring, headers, ...rest } = (input.schema ?? {}) as Record<string, unknown>;
      // Bodies and replies refer to the contracts' components; parameters stay inline, since @fastify/swagger
      // builds one parameter per property of an object schema and cannot read them through a $ref.
      const response = rest.response ? { ...(rest.response as object), '4XX': ERROR_REPLY } : undefined;
      const outer = withComponents({ ...input, schema: { ...rest, ...(response ? { response } : {}) } });
      const route = input.route as RouteOptions;
      if ((outer.schema as { hide?: boolean }).hide) return outer;
      const inner = inline({
        ...input,
        schema: Object.fromEntries(Object.entries({ params, querystring, headers }).filter(([, v]) => v)),
      });
      const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
      const { description, ...security } = securityOf(method, route.config as DocumentedConfig | undefined);
      const own = (rest as { description?: string }).description;
      const text = [own, description].filter(Boolean).join('\n\n');
      const schema = { ...inner.schema, ...outer.schema, ...security, ...(text ? { description: text } : {}) };
      return { url: outer.url, schema };
    },
    transformObject: usedComponents(registry),
  });
}
