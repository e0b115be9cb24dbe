export const NGINX: string;
/** Installs nginx when missing; returns an error message when it is missing and cannot be installed. */
export function ensureNginx(): string | undefined;
