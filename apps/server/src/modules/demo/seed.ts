import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Authority } from '@continuum/contracts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import type { Clock } from '../../platform/clock.js';
import { loadConfig } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { openStorage } from '../../platform/storage/open-storage.js';
import type { ObjectStorage } from '../../platform/storage/storage.js';
import { anyUserExists, findPasswordHashes, insertUser } from '../account/index.js';
import { seedAdvertisement } from '../advertisement/index.js';
import { seedAssignmentActivity } from '../assignment/index.js';
import { findNodeKeys } from '../catalog/index.js';
import { importCourseFolder } from '../course-import/index.js';
import { seedForumActivity } from '../forum/index.js';
import { seedLiveSupport } from '../instructor/index.js';
import { assignInstructor, findProductByCode, insertLearnerProduct } from '../product/index.js';

export const DEMO_PASSWORD = 'continuum';
export const DEMO_LOGINS = ['learner', 'admin', 'editor', 'instructor'] as const;
/** The demo packages under content/courses and the codes they define. */
export const DEMO_PRODUCT_CODES = ['RE-CE-2026', 'RE-EXAM-PREP', 'INS-PROGRAM'] as const;
const DEMO_PACKAGES = ['re-ce-agency', 're-exam-prep', 'ins-program'];

/** content/courses, found from src/ (development, tests) or dist/ (bundled). */
export function demoPackageFolders(): string[] {
  const roots = ['../../../../../content/courses', '../../../content/courses'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  const root = roots.find((r) => existsSync(join(r, DEMO_PACKAGES[0] ?? '')));
  if (!root) throw new Error(`demo course packages not found (looked in ${roots.join(', ')})`);
  return DEMO_PACKAGES.map((p) => join(root, p));
}

const demoUsers = [
  {
    login: 'learner',
    firstName: 'Lena',
    lastName: 'Learner',
    authorities: [Authority.AUTHENTICATED],
    // The demo course asks security questions, which are checked against these (001 §9).
    profile: { mailingCity: 'Austin', mailingZip: '78701', phone: '512-555-0142' },
  },
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

/** Seeds the demo accounts and products on an empty database; does nothing otherwise. */
export async function seedDemo(
  db: Db,
  clock: Clock,
  // The demo packages ship files; by default they go where the environment's configuration says.
  storage: ObjectStorage = openStorage(loadConfig().storage),
): Promise<boolean> {
  if (await anyUserExists(db)) return false;
  const now = clock.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const folder of demoPackageFolders()) await importCourseFolder(db, clock, folder, storage);
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
          ...('profile' in u ? u.profile : {}),
          createdAt: now,
          updatedAt: now,
        },
        u.authorities,
      );
      created.set(u.login, row.id);
    }
    // The demo instructor is always available, so the demo course's instructor-required lesson opens at any hour (0084).
    const demoInstructor = created.get('instructor');
    if (demoInstructor !== undefined) await seedLiveSupport(tx, demoInstructor, true, now);
    for (const code of DEMO_PRODUCT_CODES) {
      const product = await findProductByCode(tx, code);
      if (!product) throw new Error(`demo package ${code} was not imported`);
      // The demo instructor teaches every demo product (decision 0054).
      const instructorId = created.get('instructor');
      if (instructorId !== undefined) await assignInstructor(tx, product.id, instructorId, now);
      const lpId = await insertLearnerProduct(tx, {
        userId: created.get('learner') ?? 0,
        productId: product.id,
        status: 'IN_PROGRESS',
        purchaseType: 'PURCHASED',
        createdAt: now,
      });
      if (code === 'RE-CE-2026') await seedDemoCourseExtras(tx, clock, product.id, lpId, created);
    }
    await seedDemoForum(tx, created, now);
  });
  return true;
}

/** True when a demo account still has the demo password (production refuses to start then). */
export async function demoCredentialsPresent(db: Db): Promise<boolean> {
  for (const hash of await findPasswordHashes(db, [...DEMO_LOGINS])) if (await verifyPassword(hash, DEMO_PASSWORD)) return true;
  return false;
}

/**
 * The demo course's assignment activity and advertisement (decision 0089): the demo learner's open-house
 * write-up with the instructor's comment (so the assignments page and a notification show something on a fresh
 * install) and the provider's offer shown after completion.
 */
async function seedDemoCourseExtras(db: Db, clock: Clock, productId: number, lpId: number, users: Map<string, number>) {
  const learner = users.get('learner');
  const instructor = users.get('instructor');
  const nodeId = (await findNodeKeys(db, productId)).get('agency/live-session/disclosure-role-play');
  if (learner !== undefined && instructor !== undefined && nodeId !== undefined) {
    await seedAssignmentActivity(db, clock, {
      productId,
      assignmentKey: 'open-house-disclosure',
      nodeId,
      learnerProductId: lpId,
      learnerUserId: learner,
      instructorUserId: instructor,
      responseText:
        'I would tell the visitor straight away that I represent the seller, hand them the IABS notice before we talk about an offer, and suggest they find their own agent or consent in writing to an intermediary arrangement.',
      commentText:
        'Good start: you disclose before any substantive talk. Add how you would document it, and what changes if the visitor asks you to represent them. Please revise and resend.',
    });
  }
  await seedAdvertisement(
    db,
    productId,
    {
      message: 'Ready for your next step? Save 20% on the Broker Pre-Licensing program.',
      content:
        '<p>You have completed your continuing education. Learners who finish this course can take the <strong>Broker Pre-Licensing</strong> program at 20% off this month.</p><ul><li>Self-paced, 180 hours</li><li>Exam-prep included</li></ul>',
      disclaimer: 'Offer valid for 30 days after course completion. Not combinable with other discounts.',
      learnMoreUrl: 'https://example.com/broker-pre-licensing',
    },
    clock.now(),
  );
}

/** Some forum activity in the demo course's forum: a pinned welcome, an answer, comments and votes (decision 0085). */
async function seedDemoForum(db: Db, users: Map<string, number>, now: Date) {
  const product = await findProductByCode(db, 'RE-CE-2026');
  const [learner, instructor, admin] = ['learner', 'instructor', 'admin'].map((l) => users.get(l) ?? 0);
  if (!product || !learner || !instructor || !admin) return;
  await seedForumActivity(
    db,
    product.id,
    'first-contact-disclosure',
    [
      {
        authorUserId: instructor,
        text: 'Welcome! Tell us when you hand a buyer the disclosure form, and why then. Vote for the answers that help you.',
        comments: [{ authorUserId: learner, text: 'Thanks, Iris. Is an e-mail with the form attached enough?' }],
        voterIds: [learner, admin],
      },
      {
        authorUserId: admin,
        text: 'At the first substantive conversation, before we discuss price or motivation: the form says whom I represent.',
        comments: [
          { authorUserId: instructor, text: 'Exactly. Keep a signed copy, or note that the buyer declined to sign.' },
          { authorUserId: learner, text: 'Good point about noting a refusal.' },
        ],
        voterIds: [instructor],
      },
    ],
    now,
  );
}
