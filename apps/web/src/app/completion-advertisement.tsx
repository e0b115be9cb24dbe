import { lazy, Suspense, useEffect, useState } from 'react';
import type { AdvertisementSlotProps } from '@/features/completion/pages/finish-course-page';
import { useAdvertisement } from '@/features/course/api/get-advertisement';
import { markAdvertisementShown } from '@/features/course/components/advertisement-shown';

// The viewer (and Mantine's modal machinery) loads only when there is an advertisement to show.
const AdvertisementModal = lazy(() =>
  import('@/features/course/components/advertisement-modal').then((m) => ({ default: m.AdvertisementModal })),
);

/**
 * The last step of the course completion (001 §4: "mark the product complete and show the advertisement", decision
 * 0099): the product's advertisement viewer, composed here because the finish page and the viewer are two features.
 * Without an advertisement (or when it cannot be read) the completion simply goes on.
 */
export function CompletionAdvertisement({ lpId, onDone }: AdvertisementSlotProps) {
  const ad = useAdvertisement(lpId);
  const [opened, setOpened] = useState(true);
  const none = ad.isError || (ad.isSuccess && ad.data === null);

  useEffect(() => {
    if (none) onDone();
    // Shown here: the course home does not open it again by itself.
    else if (ad.data) markAdvertisementShown(lpId);
  }, [none, ad.data, lpId, onDone]);

  if (!ad.data) return null;
  return (
    <Suspense fallback={null}>
      <AdvertisementModal ad={ad.data} opened={opened} onClose={() => setOpened(false)} onClosed={onDone} />
    </Suspense>
  );
}
