import type { IdPhotoUploadForm } from '@continuum/contracts';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from '@/shared/http/csrf';

/**
 * Posts the file straight to the storage as an HTML form would: the signed fields first, the file last. The
 * local storage is our own origin (CSRF header as on every POST); a bucket elsewhere gets no cookie or header.
 */
export async function postToStorage(form: IdPhotoUploadForm, file: File): Promise<void> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append('file', file, file.name);
  const sameOrigin = form.url.startsWith('/');
  const token = sameOrigin ? readCookie(XSRF_COOKIE) : undefined;
  const response = await fetch(form.url, {
    method: 'POST',
    body,
    credentials: sameOrigin ? 'same-origin' : 'omit',
    headers: token ? { [XSRF_HEADER]: token } : {},
  });
  if (!response.ok) throw new Error(`upload refused: ${response.status}`);
}
