import { CourseGateError } from '@continuum/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { CourseRules } from '../catalog/index.js';
import { findLearnerProductOwner, findProductRules } from '../product/index.js';

/** The error a phone or tablet gets on a course whose bound profile refuses them (decision 0194). */
export const DEVICE_NOT_ALLOWED = CourseGateError.DEVICE_NOT_ALLOWED;

// Phones and tablets as their browsers name themselves: iOS devices, Android (phones say "Mobile"; tablets do not,
// so Android counts whole), and the generic tokens. iPadOS's Safari asks for desktop sites by default and names
// itself a Mac: it is not recognised (decision 0194).
const HANDHELD = /\b(iPhone|iPad|iPod|Android|Mobile|Mobi|Tablet|Silk|Kindle|BlackBerry|Opera Mini|IEMobile|webOS)\b/i;

/** Whether the request comes from a phone or a tablet: the client hint Sec-CH-UA-Mobile when sent, else the user agent. */
export function isHandheld(headers: FastifyRequest['headers']): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  return HANDHELD.test(String(headers['user-agent'] ?? ''));
}

function lpIdOf(request: FastifyRequest): number | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const raw = params.lpId ?? params.learnerProductId;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Refuses a phone or a tablet on every route of a learner product (owner learnerProduct) whose product is bound to a
 * profile that refuses them (`devices.phonesAndTabletsRefused`): 409 DEVICE_NOT_ALLOWED (a course gate, as the course
 * period's), before the handler. Desktop
 * requests cost nothing: the product's rules are read only for a handheld. The services are read when asked (tests
 * replace the compliance slot).
 */
export function registerDeviceRefusal(
  app: FastifyInstance,
  deps: { db: Db; services: () => Pick<AppServices, 'complianceRules'> },
): void {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config?.owner !== 'learnerProduct' || !request.auth) return;
    if (!isHandheld(request.headers)) return;
    const lpId = lpIdOf(request);
    if (lpId === null) return;
    const owner = await findLearnerProductOwner(deps.db, lpId);
    if (!owner) return;
    const rules = new CourseRules(await findProductRules(deps.db, owner.productId));
    const effective = await deps.services().complianceRules.forProduct(deps.db, owner.productId, { rules });
    if (effective.phonesAndTabletsRefused)
      throw new AppError(
        DEVICE_NOT_ALLOWED,
        409,
        'This course cannot be taken on a phone or a tablet: use a desktop or laptop computer',
      );
  });
}
