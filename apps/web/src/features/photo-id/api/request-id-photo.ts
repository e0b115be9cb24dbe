import type { IdPhotoConfirmReply, IdPhotoRequestBody, IdPhotoUploadForm } from '@continuum/contracts';
import { http } from '@/shared/http/client';

/** POST api/product/id-photo (002 §7): a signed form to post the photo to the storage with. */
export function requestIdPhoto(body: IdPhotoRequestBody): Promise<IdPhotoUploadForm> {
  return http<IdPhotoUploadForm>('api/product/id-photo', { method: 'POST', body });
}

/** POST api/product/id-photo/confirm: the server checks the stored file and records the photo (decision 0094). */
export function confirmIdPhoto(learnerProductId: number, key: string): Promise<IdPhotoConfirmReply> {
  return http<IdPhotoConfirmReply>('api/product/id-photo/confirm', { method: 'POST', body: { learnerProductId, key } });
}
