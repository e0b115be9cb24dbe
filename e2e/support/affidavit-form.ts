import type { Page } from 'playwright-core';

/** Today in a course's time zone as the digits the affidavit's date mask takes (MMDDYYYY). */
export function todayDigitsIn(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  return parts.replace(/\D/g, '');
}

/** The affidavit's alert dialog with `text`, closed with the keyboard (its OK button has focus). */
export async function dismissAffidavitError(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(text).waitFor();
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  // Focus goes back to the field the error names once the dialog has closed; typing before then would be lost.
  await page.waitForFunction(
    () => document.activeElement instanceof HTMLInputElement || document.activeElement instanceof HTMLSelectElement,
  );
}
