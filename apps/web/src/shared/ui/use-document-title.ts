import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "<page> | Continuum" so tabs and history entries are distinguishable. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const product = t('global.title');
  useEffect(() => {
    document.title = title ? `${title} | ${product}` : product;
  }, [title, product]);
}
