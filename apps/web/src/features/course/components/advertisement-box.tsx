import { Button, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdvertisement } from '../api/get-advertisement';
import { advertisementShown, markAdvertisementShown } from './advertisement-shown';
import { SidebarBox } from './sidebar-box';

// The viewer (and Mantine's modal machinery) loads the first time it opens.
const AdvertisementModal = lazy(() => import('./advertisement-modal').then((m) => ({ default: m.AdvertisementModal })));

/**
 * The product's advertisement (001 §2, §3; decision 0089): a box with its message and a button that opens the
 * viewer. After completion (001 §5 finishCourse) the viewer opens by itself, once per learner product.
 */
export function AdvertisementBox({ lpId, completed }: { lpId: number; completed: boolean }) {
  const { t } = useTranslation();
  const ad = useAdvertisement(lpId).data;
  const [modal, setModal] = useState<'closed' | 'open' | 'loaded'>('closed');
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (ad && completed && !advertisementShown(lpId)) {
      markAdvertisementShown(lpId);
      setModal('open');
    }
  }, [ad, completed, lpId]);

  if (!ad) return null;
  return (
    <SidebarBox title={t('course.advertisement.title')}>
      <Text size="sm" mb="xs">
        {ad.message}
      </Text>
      <Button ref={opener} size="xs" variant="default" onClick={() => setModal('open')}>
        {t('course.advertisement.view')}
      </Button>
      {modal !== 'closed' && (
        <Suspense fallback={null}>
          <AdvertisementModal
            ad={ad}
            opened={modal === 'open'}
            onClose={() => setModal('loaded')}
            onClosed={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </SidebarBox>
  );
}
