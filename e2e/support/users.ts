import { randomBytes } from 'node:crypto';
import { Authority, type AuthorityName } from '@continuum/contracts';
import { insertUser } from '../../apps/server/src/modules/account/repo.js';
import { hashPassword } from '../../apps/server/src/platform/auth/password.js';
import { learnerProducts, products } from '../../apps/server/src/platform/db/schema/index.js';
import type { E2EServer } from './server.js';

export const uniqueLogin = (prefix = 'e2e') => `${prefix}${randomBytes(4).toString('hex')}`;

/** An activated learner of the journey's own, so journeys never depend on one another. */
export async function createLearner(
  server: E2EServer,
  password = 'journey-pass-1',
  authorities: AuthorityName[] = [Authority.AUTHENTICATED],
) {
  const login = uniqueLogin();
  const now = new Date();
  const user = await insertUser(
    server.database.db,
    {
      login,
      email: `${login}@example.test`,
      passwordHash: await hashPassword(password),
      firstName: 'Jo',
      lastName: 'Journey',
      langKey: 'en',
      activated: true,
      createdAt: now,
      updatedAt: now,
    },
    authorities,
  );
  return { ...user, password };
}

/** An activated administrator of the journey's own. */
export const createAdmin = (server: E2EServer) =>
  createLearner(server, 'journey-pass-1', [Authority.AUTHENTICATED, Authority.ADMIN]);

/** Enrols a user in a new product, as a purchase would; already welcomed to it (decision 0071). */
export async function enrol(server: E2EServer, userId: number, name: string) {
  const now = new Date();
  const [product] = await server.database.db
    .insert(products)
    .values({ code: uniqueLogin('P'), name, type: 'COURSE', accountName: 'Journey Academy', createdAt: now })
    .returning();
  const [lp] = await server.database.db
    .insert(learnerProducts)
    .values({ userId, productId: product?.id ?? 0, status: 'IN_PROGRESS', createdAt: now, welcomedAt: now })
    .returning();
  if (!lp) throw new Error('enrolment failed');
  return lp;
}
