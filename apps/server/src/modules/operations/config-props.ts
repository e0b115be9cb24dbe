import type { AppConfig } from '../../platform/config.js';

const MASK = '******';
/** Names whose values are secrets wherever they sit in the configuration. */
const SECRET_NAME = /secret|password|passwd|token|key$|accesskeyid/i;

/**
 * GET admin/manage/configprops (ROLE_ADMIN): the effective configuration, every secret masked: values named like
 * secrets, keys held as bytes, and the password of any URL (database, SMTP). What a value is set to is kept
 * where it is not secret, so an administrator can see why the server behaves as it does.
 */
export function maskedConfig(config: AppConfig): Record<string, unknown> {
  return mask(config) as Record<string, unknown>;
}

function mask(value: unknown, name = ''): unknown {
  if (value === undefined || value === null) return null;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return MASK;
  if (typeof value === 'string') return SECRET_NAME.test(name) ? MASK : maskUrlPassword(value);
  if (Array.isArray(value)) return value.map((v) => mask(v, name));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_NAME.test(k) && v != null && typeof v !== 'object' ? MASK : mask(v, k)]),
    );
  }
  return value;
}

function maskUrlPassword(value: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return value;
  try {
    const url = new URL(value);
    if (!url.password && !url.username) return value;
    if (url.password) url.password = MASK;
    return url.toString();
  } catch {
    return value;
  }
}
