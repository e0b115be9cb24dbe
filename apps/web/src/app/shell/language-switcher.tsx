import { LANGUAGES } from '@continuum/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLangKey } from '@/shared/i18n/i18n';
import classes from './language-switcher.module.css';

/**
 * Language choice for anonymous visitors; signed-in users choose theirs in Settings. A native select (not
 * Mantine's) keeps the input machinery out of the initial bundle.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <select
      className={classes.select}
      aria-label={t('global.language.switch')}
      value={i18n.language}
      onChange={(event) => {
        const lang = event.currentTarget.value;
        if (isLangKey(lang)) void changeLanguage(lang);
      }}
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang}>
          {t(`global.language.${lang}`)}
        </option>
      ))}
    </select>
  );
}
