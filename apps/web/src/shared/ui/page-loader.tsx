import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder while a page's own data loads (the global indicator covers navigation). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader size="sm" role="status" aria-label={t('global.loading.label')} />
    </Center>
  );
}
