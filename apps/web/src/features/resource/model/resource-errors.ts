import type { ResourceErrorCode } from '@continuum/contracts';
import { isApiError } from '@/shared/http/api-error';
import { i18n } from '@/shared/i18n/i18n';

// Typed against contracts without importing its values (they would pull zod into the chunk).
const LOCKED: (typeof ResourceErrorCode)['RESOURCE_LOCKED'] = 'RESOURCE_LOCKED';

/** The resource's learning component is still locked (403 RESOURCE_LOCKED, 001 §4). */
export function isLockedError(error: unknown): boolean {
  return isApiError(error) && error.code === LOCKED;
}

/** Why a resource could not be opened: locked, or 001 §8's 'An error occurred while accessing the resource.' */
export function resourceAccessErrorText(error: unknown): string {
  return isLockedError(error) ? i18n.t('resource.locked') : i18n.t('resource.errors.access');
}
