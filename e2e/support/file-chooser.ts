import type { FileChooser, Page } from 'playwright-core';

const intercepting = new WeakSet<Page>();

/**
 * Keeps Playwright intercepting the page's file choosers from now on. Playwright turns interception on when a
 * 'filechooser' listener is added and off when the last one goes, both asynchronously: a key pressed just after
 * `waitForEvent('filechooser')` can reach Chromium before interception is back on, and Chromium then opens its own
 * dialog, which blocks every later chooser of the page (CI saw the second chooser of a journey never come). A
 * listener that stays keeps interception on; call this when the page is made, well before the first chooser.
 */
export function interceptFileChoosers(page: Page): void {
  if (intercepting.has(page)) return;
  intercepting.add(page);
  page.on('filechooser', () => {});
}

/**
 * Opens the focused file input's chooser with a key, as a keyboard user would. Pressed again if no chooser comes
 * (at most three presses in all); the test still fails when the key never opens one, which is what it proves.
 */
export async function openChooserWithKey(page: Page, key: 'Space' | 'Enter'): Promise<FileChooser> {
  interceptFileChoosers(page);
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const chooser = page.waitForEvent('filechooser', { timeout: 8_000 });
    await page.keyboard.press(key);
    try {
      return await chooser;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
