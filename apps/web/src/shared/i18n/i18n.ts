import { DEFAULT_LANG, LANGUAGES, type LangKey } from '@continuum/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addValueFormatters } from '../format/i18n-formatters';
import { localStore } from '../storage/local-store';

/** Translation files are public/i18n/{lang}/{part}.json, fetched per part as routes need them (000 §7). */
export type I18nPart =
  | 'global'
  | 'account'
  | 'product'
  | 'admin'
  | 'course'
  | 'seatTime'
  | 'lesson'
  | 'inquiry'
  | 'exam'
  | 'resource'
  | 'glossary'
  | 'cms'
  | 'support'
  | 'instructor'
  | 'affidavit'
  | 'photoId'
  | 'certificate'
  | 'typingAuth'
  | 'biosig'
  | 'chat'
  | 'survey'
  | 'validation'
  | 'authoring'
  | 'instructor';

const LANG_KEY = 'continuum.lang';
export const i18n: I18n = i18next.createInstance();

/** Parts some screen has asked for; a language switch loads them all in the new language first. */
const requestedParts = new Set<I18nPart>(['global']);
const bundles = new Map<string, Promise<void>>();

export function isLangKey(value: unknown): value is LangKey {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function currentLanguage(): LangKey {
  // Before i18next has settled its language (it does so a tick after init), the first route's parts are
  // already being fetched (startApp): they must be in the language init is about to choose.
  return isLangKey(i18n.language) ? i18n.language : storedLanguage();
}

/** Anonymous visitors keep their last choice; signed-in users follow their account's langKey. */
function storedLanguage(): LangKey {
  const stored = localStore.get(LANG_KEY);
  return isLangKey(stored) ? stored : DEFAULT_LANG;
}

function loadBundle(lang: LangKey, part: I18nPart): Promise<void> {
  const id = `${lang}/${part}`;
  let pending = bundles.get(id);
  if (!pending) {
    pending = fetch(`/i18n/${id}.json`, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`i18n ${id}: HTTP ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then((resources) => {
        i18n.addResourceBundle(lang, 'translation', resources, true, true);
      })
      .catch((error: unknown) => {
        // Forget the failure so the next screen retries; keys show until then rather than a blank app.
        bundles.delete(id);
        console.error(error);
      });
    bundles.set(id, pending);
  }
  return pending;
}

/** Loads one part of the translations in the current language (route lazy loaders await this). */
export function loadI18nPart(part: I18nPart): Promise<void> {
  requestedParts.add(part);
  return loadBundle(currentLanguage(), part);
}

/** Switches the UI language once every part in use is available in it, and remembers the choice. */
export async function changeLanguage(lang: LangKey): Promise<void> {
  localStore.set(LANG_KEY, lang);
  if (lang === i18n.language) return;
  await Promise.all([...requestedParts].map((part) => loadBundle(lang, part)));
  await i18n.changeLanguage(lang);
}

/** Starts i18next with the remembered language and its global part; the app renders afterwards. */
export async function initI18n(): Promise<void> {
  const lng = storedLanguage();
  i18n.on('languageChanged', (lang) => {
    document.documentElement.lang = lang;
  });
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGUAGES],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false, bindI18nStore: 'added' },
    showSupportNotice: false,
  });
  addValueFormatters(i18n);
  await loadBundle(lng, 'global');
  document.documentElement.lang = lng;
}
