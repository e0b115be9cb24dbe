import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/logout: ends the session server-side (always answers ok). */
export function logout(): Promise<{ ok: true }> {
  return http<{ ok: true }>('api/logout', { method: 'POST' });
}

/**
 * GET api/proctor/logout/{email} (000 §7): the server withdraws proctor codes accepted for a sitting that has not
 * started. It needs the session, so it runs before api/logout; the http client sends the CSRF header it
 * requires on this GET (decision 0054).
 */
export function proctorLogout(email: string): Promise<{ ok: true }> {
  return http<{ ok: true }>(`api/proctor/logout/${encodeURIComponent(email)}`);
}

/** Both calls of a sign-out, in order; a failed proctor call must not keep the user signed in. */
export async function signOut(email: string | undefined): Promise<void> {
  if (email) await proctorLogout(email).catch(() => undefined);
  await logout();
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
