import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, userAuthorities } from '../../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(authorities: string[]) {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, ...authorities] });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, client };
}
const rolesOf = async (userId: number) =>
  (await t.database.db.select().from(userAuthorities).where(eq(userAuthorities.userId, userId))).map((r) => r.authority).sort();

describe('the Roles calls (002 user-roles, USERS_ROLE_*)', () => {
  it('lets a role viewer list roles and members, and nothing more', async () => {
    const { client } = await signedIn([Authority.USERS_ROLE_VIEW]);
    const instructor = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.INSTRUCTOR] });
    const roles = await client.get('/api/admin/roles');
    expect(roles.statusCode).toBe(200);
    expect(roles.json().find((r: { authority: string }) => r.authority === Authority.INSTRUCTOR).users).toBeGreaterThan(0);
    const members = await client.post(`/api/admin/roles/${Authority.INSTRUCTOR}/members/search`, {
      searchValue: instructor.login,
      searchOperation: 'EQUALS',
    });
    expect(members.json()).toMatchObject({ totalElements: 1, content: [{ login: instructor.login }] });
    const learner = await createUser(t);
    expect(
      (await client.request({ method: 'PUT', url: `/api/admin/roles/${Authority.INSTRUCTOR}/members/${learner.login}` }))
        .statusCode,
    ).toBe(403);
    expect((await client.delete(`/api/admin/roles/${Authority.INSTRUCTOR}/members/${instructor.login}`)).statusCode).toBe(403);
    expect(await rolesOf(instructor.id)).toEqual([Authority.AUTHENTICATED, Authority.INSTRUCTOR]);
  });

  it('lets a role creator grant and a role deleter revoke, audited; not the powerful roles', async () => {
    const creator = await signedIn([Authority.USERS_ROLE_CREATE]);
    const deleter = await signedIn([Authority.USERS_ROLE_DELETE]);
    const learner = await createUser(t);
    const grant = (who: TestClient, authority: string) =>
      who.request({ method: 'PUT', url: `/api/admin/roles/${authority}/members/${learner.login}` });
    expect((await grant(creator.client, Authority.INSTRUCTOR)).statusCode).toBe(200);
    expect(await rolesOf(learner.id)).toEqual([Authority.AUTHENTICATED, Authority.INSTRUCTOR]);
    expect((await grant(creator.client, Authority.ADMIN)).statusCode).toBe(403);
    expect((await grant(creator.client, Authority.USERS_ROLE_DELETE)).statusCode).toBe(403);
    expect((await deleter.client.delete(`/api/admin/roles/${Authority.INSTRUCTOR}/members/${learner.login}`)).statusCode).toBe(
      200,
    );
    expect(await rolesOf(learner.id)).toEqual([Authority.AUTHENTICATED]);
    const bad = await deleter.client.delete(`/api/admin/roles/${Authority.AUTHENTICATED}/members/${learner.login}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('authority');
    const granted = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, creator.user.login), eq(auditEvents.type, 'ROLE_GRANTED')));
    expect(granted.map((e) => e.data)).toEqual([{ login: learner.login, authority: Authority.INSTRUCTOR }]);
  });

  it('lets an administrator hand out any role but not drop their own admin role; a learner gets 403', async () => {
    const { user, client } = await signedIn([Authority.ADMIN]);
    const learner = await createUser(t);
    expect(
      (await client.request({ method: 'PUT', url: `/api/admin/roles/${Authority.USERS_ROLE_VIEW}/members/${learner.login}` }))
        .statusCode,
    ).toBe(200);
    expect((await client.delete(`/api/admin/roles/${Authority.ADMIN}/members/${user.login}`)).statusCode).toBe(409);
    expect(
      (await client.request({ method: 'PUT', url: `/api/admin/roles/ROLE_ROOT/members/${learner.login}` })).json().fieldErrors[0]
        .field,
    ).toBe('authority');
    const plain = new TestClient(t.app);
    await plain.signIn(learner.login, learner.password);
    // The learner now holds USERS_ROLE_VIEW (granted above): viewing works, granting does not.
    expect((await plain.get('/api/admin/roles')).statusCode).toBe(200);
    const other = await createUser(t);
    const stranger = new TestClient(t.app);
    await stranger.signIn(other.login, other.password);
    expect((await stranger.get('/api/admin/roles')).statusCode).toBe(403);
  });
});
