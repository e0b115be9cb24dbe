import { Authority } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, learnerProducts, userAuthorities, users } from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { waitForLink } from './support/mail.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createAdmin, createLearner, enrol, uniqueLogin } from './support/users.js';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('[ADMIN] journeys', () => {
  it('[ADMIN] an administrator finds a learner’s sign-in in the paged audit list', async () => {
    const learner = await createLearner(server);
    const admin = await createAdmin(server);
    const context = await browser.newContext({ baseURL: server.url });
    const learnerPage = await context.newPage();
    await signIn(learnerPage, learner.login, learner.password);
    await context.close();

    const adminContext = await browser.newContext({ baseURL: server.url });
    const page = await adminContext.newPage();
    await signIn(page, admin.login, admin.password);
    await page.goto('/administration/audits');
    await page.getByRole('heading', { name: 'Audits' }).waitFor();
    await page.getByRole('columnheader', { name: 'Date' }).waitFor();
    await expectAccessible(page, 'audits');

    const search = page.getByRole('search', { name: 'Search the list' });
    await search.getByRole('combobox', { name: 'Match' }).selectOption('EQUALS');
    await search.getByRole('textbox', { name: 'Search' }).fill(learner.login);
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('cell', { name: 'AUTHENTICATION_SUCCESS' }).first().waitFor();
    // Every row found is the learner's (a sign-in may be audited more than once, e.g. with a session check).
    const bodyRows = page.getByRole('rowgroup').nth(1).getByRole('row');
    const learnerRows = bodyRows.filter({ has: page.getByRole('cell', { name: learner.login, exact: true }) });
    // Polled: the unfiltered list has sign-ins too, and stays on screen until the search's reply replaces it.
    await expect
      .poll(async () => {
        const mine = await learnerRows.count();
        return mine > 0 && mine === (await bodyRows.count());
      })
      .toBe(true);
    expect(page.url()).toContain(`q=${learner.login}`);
    expect(page.url()).toContain('op=EQUALS');

    await page.getByRole('button', { name: 'Type' }).click();
    await page.getByRole('columnheader', { name: 'Type' }).and(page.locator('[aria-sort="ascending"]')).waitFor();
    await expectAccessible(page, 'audits searched and sorted');
    await adminContext.close();
  });

  it('[ADMIN] an administrator reads a sent e-mail in the list’s modal and resends it, told that it issues a new reset key', async () => {
    const learner = await createLearner(server);
    const admin = await createAdmin(server);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    // A password-reset request stores its e-mail (the key redacted, decision 0052).
    await page.goto('/reset/request');
    await page.getByRole('textbox', { name: 'Email' }).fill(learner.email);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Check your emails for details on how to reset your password.').waitFor();

    await signIn(page, admin.login, admin.password);
    await page.getByRole('link', { name: 'Administration' }).click();
    await page.getByRole('link', { name: 'Sent e-mails' }).click();
    await page.getByRole('heading', { name: 'Sent e-mails' }).waitFor();
    const search = page.getByRole('search', { name: 'Search the list' });
    await search.getByRole('textbox', { name: 'Search' }).fill(learner.email);
    await search.getByRole('button', { name: 'Search' }).click();
    const subject = page.getByRole('row').filter({ hasText: learner.email }).getByRole('button');
    await subject.first().waitFor();
    expect(await subject.count()).toBe(1);
    await expectAccessible(page, 'sent e-mails');

    await subject.click();
    const dialog = page.getByRole('dialog', { name: 'E-mail' });
    await dialog.getByText('[redacted]').first().waitFor();
    await expectAccessible(page, 'e-mail modal');
    await dialog.getByRole('button', { name: 'Resend' }).click();
    // A reset e-mail: resending issues a live reset key, so the administrator is told first (decision 0108).
    await dialog.getByText(`A new password-reset key will be sent to ${learner.email}.`, { exact: false }).waitFor();
    await expectAccessible(page, 'e-mail modal, resend issues a new key');
    await dialog.getByRole('button', { name: 'Issue and send' }).click();
    await dialog.getByText('The e-mail was sent again.').waitFor();
    // The list refetches behind the modal after a resend; wait for the page to settle before following the link.
    await page.waitForLoadState('networkidle');
    await dialog.getByRole('link', { name: /Open the new e-mail/ }).click();
    await page.waitForURL(/\/email-view\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, 'email-view');
    await context.close();
  });

  it('[ADMIN] an administrator invites a person, who registers from the e-mail; the administrator gives a role and enrols them with a CSV', async () => {
    const admin = await createAdmin(server);
    const login = uniqueLogin('inv');
    const email = `${login}@example.test`;
    const adminContext = await browser.newContext({ baseURL: server.url });
    const page = await adminContext.newPage();
    await signIn(page, admin.login, admin.password);
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByRole('button', { name: 'Invite a user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Ivy');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Vance');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Login' }).fill(login);
    await expectAccessible(page, 'invite modal');
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await dialog.getByText('The invitation was sent.').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The invited person registers from the e-mailed link: the form comes pre-filled.
    const guest = await browser.newContext({ baseURL: server.url });
    const guestPage = await guest.newPage();
    await guestPage.goto(await waitForLink(server, email, '/register'));
    await guestPage.getByLabel('First name').and(guestPage.locator('[value="Ivy"]')).waitFor();
    await guestPage.getByLabel('New password', { exact: true }).fill('journey-pass-1');
    await guestPage.getByLabel('New password confirmation').fill('journey-pass-1');
    await guestPage.getByRole('button', { name: 'Register' }).click();
    // The invitation already proved the address: no activation mail, the account signs in at once (issue 25 #36).
    await guestPage.getByText('Your account is ready: the invitation already confirmed your email address.').waitFor();
    await guestPage.getByRole('status').getByRole('link', { name: 'Sign in' }).click();
    await guestPage.getByLabel('Username').fill(login);
    await guestPage.getByLabel('Password', { exact: true }).fill('journey-pass-1');
    await guestPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await guestPage.getByRole('heading', { name: 'Current Products' }).waitFor();
    await guest.close();

    // Back with the administrator: the person is listed, active; an Instructor role is given.
    const search = page.getByRole('search', { name: 'Search the list' });
    await search.getByRole('textbox', { name: 'Search' }).fill(login);
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: login, exact: true }).click();
    await page.getByRole('heading', { name: `User ${login}` }).waitFor();
    await expectAccessible(page, 'person');
    await page.getByRole('checkbox', { name: 'Instructor' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The user was saved.').waitFor();
    const [row] = await server.database.db.select().from(users).where(eq(users.login, login));
    const roles = await server.database.db
      .select()
      .from(userAuthorities)
      .where(eq(userAuthorities.userId, row?.id ?? 0));
    expect(roles.map((r) => r.authority).sort()).toEqual(['ROLE_AUTHENTICATED', 'ROLE_INSTRUCTOR']);
    expect(row?.activated).toBe(true);

    // The administrator enrols the new learner with a CSV roster; the learner then sees the product.
    await page.goto('/administration/enrolments');
    await page.getByRole('heading', { name: 'Enrolments' }).waitFor();
    await page.getByLabel('CSV file').setInputFiles({
      name: 'roster.csv',
      mimeType: 'text/csv',
      // With the store's ids, so the external survey and affidavit find the enrolment (issue 25 item 38).
      buffer: Buffer.from(`login,productCode,externalUserId,externalEnrollmentId\n${login},RE-EXAM-PREP,ces-${login},enr-1\n`),
    });
    await page.getByRole('textbox', { name: 'Reason (kept in the audit trail)' }).nth(1).fill('Invited cohort');
    await expectAccessible(page, 'enrolments');
    await page.getByRole('button', { name: 'Enrol the roster' }).click();
    await page.getByText('1 enrolment was created.').waitFor();
    await page.getByRole('cell', { name: login, exact: true }).waitFor();
    const [enrolled] = await server.database.db
      .select()
      .from(learnerProducts)
      .where(eq(learnerProducts.userId, row?.id ?? 0));
    expect(enrolled).toMatchObject({ externalUserId: `ces-${login}`, externalEnrollmentId: 'enr-1' });
    await adminContext.close();

    const learnerContext = await browser.newContext({ baseURL: server.url });
    const learnerPage = await learnerContext.newPage();
    await signIn(learnerPage, login, 'journey-pass-1');
    await learnerPage.goto('/product-selector');
    await learnerPage.getByRole('row', { name: /Real Estate Salesperson Exam Prep/ }).waitFor();
    await learnerContext.close();
  });

  it('[ADMIN] an administrator checks the health, changes the log level and reads the masked configuration', async () => {
    const admin = await createAdmin(server);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, admin.login, admin.password);
    await page.getByRole('link', { name: 'Administration' }).click();
    await page.getByRole('heading', { name: 'Administration' }).waitFor();
    await expectAccessible(page, 'admin portal');

    await page.getByRole('link', { name: 'Health and info' }).click();
    await page.getByText('Overall: Up').waitFor();
    await page
      .getByRole('row', { name: /Database/ })
      .getByText('Up')
      .waitFor();
    await expectAccessible(page, 'health');

    await page.goto('/administration/logs');
    const level = page.getByRole('combobox', { name: 'Level of root' });
    const before = await level.inputValue();
    await level.selectOption('warn');
    await page.getByText('The level was changed.').waitFor();
    expect(server.app.log.level).toBe('warn');
    await expectAccessible(page, 'logs');
    await level.selectOption(before);

    await page.goto('/administration/sessions');
    await page
      .getByRole('button', { name: new RegExp(`^Revoke the session of ${admin.login} from`) })
      .first()
      .waitFor();
    await expectAccessible(page, 'sessions');

    await page.goto('/administration/feature-flags');
    await page.getByRole('textbox', { name: 'Flag to switch off' }).fill('journeyFlag');
    await page.getByRole('button', { name: 'Switch off' }).click();
    const flag = page.getByRole('checkbox', { name: 'journeyFlag on' });
    await flag.waitFor();
    expect(await flag.isChecked()).toBe(false);
    await expectAccessible(page, 'feature flags');
    await page.getByRole('button', { name: 'Reset journeyFlag to its default (on)' }).click();
    await flag.waitFor({ state: 'detached' });

    await page.goto('/administration/configuration');
    const values = page.getByRole('region', { name: 'Configuration values' });
    await values.waitFor();
    expect(await values.textContent()).toContain('"sessionIdleMinutes"');
    await expectAccessible(page, 'configuration');

    // Metrics: the busiest routes at once, the charts from the second sample (ten seconds later).
    await page.goto('/administration/metrics');
    await page
      .getByRole('row', { name: /GET \/api\/account/ })
      .first()
      .waitFor();
    await page.getByRole('figure', { name: /Requests per second/ }).waitFor({ timeout: 15_000 });
    await page.getByRole('figure', { name: /Seat-time write lag/ }).waitFor();
    await expectAccessible(page, 'metrics');
    await context.close();
  });

  it('[ADMIN] an administrator acts as a learner, sees the learner’s products, and stops; the audit shows both', async () => {
    const admin = await createAdmin(server);
    const learner = await createLearner(server);
    await enrol(server, learner.id, 'Journey Course: Acting For');
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, admin.login, admin.password);
    await page.goto(`/administration/users/${learner.login}`);
    await page.getByRole('button', { name: 'Act as this user' }).click();
    const dialog = page.getByRole('dialog', { name: `Act as ${learner.login}` });
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Your password').fill('wrong-password');
    await confirm.click();
    await dialog.getByText('Your password is not correct.').waitFor();
    await dialog.getByLabel('Your password').fill(admin.password);
    await expectAccessible(page, 'impersonate modal');
    await confirm.click();

    await page.waitForURL('**/product-selector');
    await page.getByRole('row', { name: /Journey Course: Acting For/ }).waitFor();
    const notice = page.getByRole('region', { name: 'Impersonation' });
    await notice.getByText(`${admin.login} is acting as Jo Journey (${learner.login}).`).waitFor();
    await expectAccessible(page, 'product selector while impersonating');
    await notice.getByRole('button', { name: 'Stop acting as this user' }).click();
    await page.waitForURL('**/administration/users');
    await page.getByRole('heading', { name: 'Users' }).waitFor();

    const events = await server.database.db.select().from(auditEvents).where(eq(auditEvents.principal, admin.login));
    const types = events.map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining(['IMPERSONATION_FAILED', 'IMPERSONATION_STARTED', 'ACTING_FOR_LEARNER', 'IMPERSONATION_ENDED']),
    );
    expect(events.filter((e) => e.type === 'ACTING_FOR_LEARNER').every((e) => e.data.learner === learner.login)).toBe(true);
    await context.close();
  });

  it('[ADMIN] a role manager gives a learner the instructor role from the Roles screen, and no other screen', async () => {
    const manager = await createLearner(server, 'journey-pass-1', [Authority.AUTHENTICATED, Authority.USERS_ROLE_CREATE]);
    const learner = await createLearner(server);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, manager.login, manager.password);
    await page.getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('heading', { name: 'Roles' }).waitFor();
    await page.getByRole('combobox', { name: 'Role' }).selectOption('ROLE_INSTRUCTOR');
    await page.getByRole('textbox', { name: 'Login of the user to give the role' }).fill(learner.login);
    await expectAccessible(page, 'roles');
    await page.getByRole('button', { name: 'Give the role' }).click();
    await page.getByText('The roles were changed.').waitFor();
    const roles = await server.database.db.select().from(userAuthorities).where(eq(userAuthorities.userId, learner.id));
    expect(roles.map((r) => r.authority).sort()).toEqual(['ROLE_AUTHENTICATED', 'ROLE_INSTRUCTOR']);
    await page.goto('/administration/users');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await context.close();
  });

  it('[ADMIN] an administrator withdraws a learner’s enrolment with a reason; the learner no longer sees that product', async () => {
    const admin = await createAdmin(server);
    const learner = await createLearner(server);
    const kept = 'Journey Course: Kept';
    const lp = await enrol(server, learner.id, 'Journey Course: Withdrawn');
    await enrol(server, learner.id, kept);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, admin.login, admin.password);
    await page.goto(`/administration/enrolments/${lp.id}`);
    await page.getByRole('heading', { name: `Enrolment of ${learner.login} in Journey Course: Withdrawn` }).waitFor();
    // Issue 25: the remedy for a learner who cannot draw a signature: the check off for this enrolment, with a reason.
    await page.getByRole('combobox', { name: 'Signature check', exact: true }).selectOption({ label: 'Off for this learner' });
    await page.getByRole('button', { name: 'Save the identity checks' }).click();
    const checks = page.getByRole('dialog', { name: 'Save the identity checks' });
    await checks.getByRole('textbox', { name: /Reason/ }).fill('Cannot draw; identity checked by phone');
    await checks.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The identity checks were saved.').waitFor();
    const [checked] = await server.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, lp.id));
    expect(checked).toMatchObject({ biosigRequired: false, identityOverrides: { biosigRequired: false } });
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw the enrolment' });
    const confirm = dialog.getByRole('button', { name: 'Withdraw' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Refund requested by the employer');
    await expectAccessible(page, 'withdraw modal');
    await confirm.click();
    await page.getByText('The enrolment was withdrawn.').waitFor();
    await page.getByRole('button', { name: 'Reinstate' }).waitFor();
    const [row] = await server.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, lp.id));
    expect(row?.withdrawnAt).not.toBeNull();
    const events = await server.database.db.select().from(auditEvents).where(eq(auditEvents.principal, admin.login));
    expect(events.find((e) => e.type === 'ENROLMENT_IDENTITY_CHECKS_CHANGED')?.data).toMatchObject({
      reason: 'Cannot draw; identity checked by phone',
    });
    expect(events.find((e) => e.type === 'ENROLMENT_WITHDRAWN')?.data).toMatchObject({
      learnerProductId: String(lp.id),
      reason: 'Refund requested by the employer',
    });
    await context.close();

    const learnerContext = await browser.newContext({ baseURL: server.url });
    const learnerPage = await learnerContext.newPage();
    await signIn(learnerPage, learner.login, learner.password);
    await learnerPage.goto('/product-selector');
    await learnerPage.getByRole('row', { name: new RegExp(kept) }).waitFor();
    expect(await learnerPage.getByRole('row', { name: /Journey Course: Withdrawn/ }).count()).toBe(0);
    await learnerContext.close();
  });
});
