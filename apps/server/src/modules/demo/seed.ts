import { Authority } from '@continuum/contracts';
import { inArray } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts, productRules, products, users } from '../../platform/db/schema/index.js';
import { insertUser } from '../account/repo.js';

export const DEMO_PASSWORD = 'continuum';
export const DEMO_LOGINS = ['learner', 'admin', 'editor', 'instructor'] as const;

const demoUsers = [
  { login: 'learner', firstName: 'Lena', lastName: 'Learner', authorities: [Authority.AUTHENTICATED] },
  {
    login: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
    authorities: [
      Authority.AUTHENTICATED,
      Authority.ADMIN,
      Authority.USERS_ROLE_VIEW,
      Authority.USERS_ROLE_CREATE,
      Authority.USERS_ROLE_UPDATE,
      Authority.USERS_ROLE_DELETE,
    ],
  },
  { login: 'editor', firstName: 'Eddie', lastName: 'Editor', authorities: [Authority.AUTHENTICATED, Authority.CMS_EDITOR] },
  {
    login: 'instructor',
    firstName: 'Iris',
    lastName: 'Instructor',
    authorities: [Authority.AUTHENTICATED, Authority.INSTRUCTOR],
  },
];

const demoProducts = [
  {
    code: 'RE-CE-2026',
    name: 'Real Estate Continuing Education: Agency, Contracts and Fair Housing',
    type: 'COURSE',
    industry: 'REAL_ESTATE',
    state: 'TX',
    licenseType: 'SALES_AGENT',
    rules: { SC_SECURITY_SECURITY_QUESTIONS_REQUIRED: 'yes', SC_FINAL_EXAMS_MINS_BEFORE_RETAKE: '60' },
  },
  {
    code: 'RE-EXAM-PREP',
    name: 'Real Estate Salesperson Exam Prep',
    type: 'EXAM_PREP',
    industry: 'REAL_ESTATE',
    state: 'TX',
    licenseType: 'SALES_AGENT',
    rules: {},
  },
  {
    code: 'INS-PROGRAM',
    name: 'Insurance Ethics and Annuities Program',
    type: 'PROGRAM',
    industry: 'INSURANCE',
    state: 'CA',
    licenseType: 'LIFE_AGENT',
    rules: {},
  },
];

/** Seeds the demo accounts and products on an empty database; does nothing otherwise. */
export async function seedDemo(db: Db, clock: Clock): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return false;
  const now = clock.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const created = new Map<string, number>();
    for (const u of demoUsers) {
      const row = await insertUser(
        tx,
        {
          login: u.login,
          email: `${u.login}@continuum.local`,
          passwordHash,
          firstName: u.firstName,
          lastName: u.lastName,
          langKey: 'en',
          activated: true,
          createdAt: now,
          updatedAt: now,
        },
        u.authorities,
      );
      created.set(u.login, row.id);
    }
    for (const p of demoProducts) {
      const [product] = await tx
        .insert(products)
        .values({
          code: p.code,
          name: p.name,
          type: p.type,
          industry: p.industry,
          state: p.state,
          licenseType: p.licenseType,
          accountName: 'Continuum Academy',
          accountPhone: '1-800-555-0142',
          accountEmail: 'support@continuum.local',
          accountSiteUrl: null,
          proctorType: 'PROCTOR_FREE',
          supportChatEnabled: true,
          showContactInstructor: true,
          createdAt: now,
        })
        .returning();
      if (!product) throw new Error('product insert returned nothing');
      const rules = Object.entries(p.rules).map(([key, value]) => ({ productId: product.id, key, value }));
      if (rules.length) await tx.insert(productRules).values(rules);
      await tx.insert(learnerProducts).values({
        userId: created.get('learner') ?? 0,
        productId: product.id,
        status: 'IN_PROGRESS',
        purchaseType: 'PURCHASED',
        createdAt: now,
      });
    }
  });
  return true;
}

/** True when a demo account still has the demo password (production refuses to start then). */
export async function demoCredentialsPresent(db: Db): Promise<boolean> {
  const rows = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.login, [...DEMO_LOGINS]));
  for (const r of rows) if (await verifyPassword(r.passwordHash, DEMO_PASSWORD)) return true;
  return false;
}
