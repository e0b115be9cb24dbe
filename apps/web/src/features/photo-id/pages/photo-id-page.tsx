import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/shared/paths';
import { PageTitle } from '@/shared/ui/page-title';
import { PhotoIdUpload } from '../components/photo-id-upload';

/**
 * /lp/{lpId}/id/photo: the photo-ID upload that comes before the course when SC_PHOTO_IDENTIFICATION_REQUIRED
 * is on (002 §4); the modal opens on entry, and a received photo goes on to the course home.
 */
export function PhotoIdPage() {
  const { t } = useTranslation();
  const lpId = Number(useParams().lpId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState(false);
  const uploaded = async () => {
    setOpen(false);
    setDone(true);
    // The learner product's hasSubmittedIdPhoto changed: whatever was read of it is stale.
    await queryClient.invalidateQueries();
  };
  return (
    <>
      <PageTitle>{t('photoId.title')}</PageTitle>
      {done ? (
        <>
          <Text role="status" mb="md">
            {t('photoId.received')}
          </Text>
          <Button onClick={() => navigate(paths.productHome.href({ lpId }))}>{t('photoId.continue')}</Button>
        </>
      ) : (
        <>
          <Text mb="md">{t('photoId.required')}</Text>
          <Button onClick={() => setOpen(true)}>{t('photoId.open')}</Button>
        </>
      )}
      {open && <PhotoIdUpload learnerProductId={lpId} onUploaded={uploaded} onClose={() => setOpen(false)} />}
    </>
  );
}
