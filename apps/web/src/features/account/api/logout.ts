import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/logout: ends the session server-side (always answers ok). */
export function logout(): Promise<{ ok: true }> {
  return http<{ ok: true }>('api/logout', { method: 'POST' });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
