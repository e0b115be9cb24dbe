import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: lets keyboard users jump past the header and navbar. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skip} href={`#${MAIN_CONTENT_ID}`}>
      {t('global.skipToContent')}
    </a>
  );
}
