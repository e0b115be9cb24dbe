import { cleanup, configure } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeEach } from 'vitest';
import { errorReports } from '@/app/error-reports';
import { chatStore } from '@/features/chat/public/chat-store';
import { seatTimeStore } from '@/features/seat-time/public/seat-time-store';
import { sessionExpiry } from '@/shared/auth/session-expiry';
import { addValueFormatters } from '@/shared/format/i18n-formatters';
import { i18n } from '@/shared/i18n/i18n';
import { markTourSeen, TOUR_KEYS, type TourId } from '@/shared/tour/tour-seen';

// findBy*/waitFor wait up to 5 s instead of 1 s: under CI's load (two cores, every project at once) a page that
// renders in 0.3 s idle was seen taking over 1 s. An element that never comes still fails the test.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine reads.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// Nothing scrolls in jsdom; code that brings an element into view may still ask.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Tests read the real English files, so a label missing from them fails the test that queries it.
const parts = import.meta.glob<Record<string, unknown>>('../../public/i18n/en/*.json', { eager: true, import: 'default' });
const translation = Object.assign({}, ...Object.values(parts));
await i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation } },
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  showSupportNotice: false,
});
addValueFormatters(i18n);

// One module graph per worker (vitest.config.ts): a lazy import still loading when a file ends fails ("after the
// environment was torn down"), and the module runner keeps that failure for every later file of the worker. Every
// app module is loaded once per worker, before the first test, so no lazy import is left to load later.
const worker = globalThis as { appModulesLoaded?: Promise<unknown> };
worker.appModulesLoaded ??= Promise.all(
  Object.values(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../main.tsx', '!./**'])).map((load) => load()),
);
await worker.appModulesLoaded;

// As in the browser journeys, every test starts with the guided tours seen; the tour tests clear the keys.
beforeEach(() => {
  for (const id of Object.keys(TOUR_KEYS) as TourId[]) markTourSeen(id);
});

afterEach(async () => {
  cleanup();
  // Here, not in french.ts: with one module graph per worker, french.ts's own hook would be registered only in
  // the first file that imports it, and French would leak into the next file.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  sessionStorage.clear();
  localStorage.clear();
  // What a page keeps for its lifetime (module state), ended as a page load would end it: with one module graph per
  // worker, an error dialog or a chat window left open by one file showed up in the next (it took the forum header's
  // focus in one shuffled order).
  errorReports.dismiss();
  sessionExpiry.reset();
  chatStore.close();
  seatTimeStore.setTask(null);
  const declared = seatTimeStore.declared();
  if (declared) seatTimeStore.withdraw(declared);
});
