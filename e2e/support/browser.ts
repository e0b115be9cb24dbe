import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background traffic). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    headless: true,
  });
}

/** The localStorage keys of the guided tours (000 §2); apps/web/src/shared/tour/tour-seen.ts holds the same. */
export const TOUR_KEYS = ['detachedHomeTour', 'detachedLessonTour_mobile', 'detachedLessonTour_desktop'] as const;

/**
 * A fresh browser context and page. The guided tours start as seen (an init script sets their keys before
 * every page's own scripts), so a tour does not stand in front of what a journey checks; a journey about the
 * tours passes `toursSeen: false`.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: { toursSeen?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  if (options.toursSeen ?? true) {
    await context.addInitScript((keys) => {
      for (const key of keys) localStorage.setItem(key, 'true');
    }, TOUR_KEYS);
  }
  const page = await context.newPage();
  return { context, page };
}
