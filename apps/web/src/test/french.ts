import { i18n } from '@/shared/i18n/i18n';

const parts = import.meta.glob<Record<string, unknown>>('../../public/i18n/fr/*.json', { eager: true, import: 'default' });

/** Switches the test's UI to the real French files; English again after each test (test/setup.ts). */
export async function inFrench(): Promise<void> {
  if (!i18n.hasResourceBundle('fr', 'translation')) {
    i18n.addResourceBundle('fr', 'translation', Object.assign({}, ...Object.values(parts)), true, true);
  }
  await i18n.changeLanguage('fr');
}
