import type { Page } from 'playwright-core';

/** Signs in through the login page, as a learner would, and waits for the product list. */
export async function signIn(page: Page, login: string, password: string, rememberMe = false): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Current Products' }).waitFor();
}
