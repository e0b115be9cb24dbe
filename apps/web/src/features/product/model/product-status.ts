/** Learner product statuses with a translation (productSelector.statuses.*); anything else shows as 'Other'. */
const KNOWN = new Set([
  'ACTIVE',
  'NOT_STARTED',
  'IN_PROGRESS',
  'COMPLETE',
  'COMPLETED',
  'COMPLETE_FAIL',
  'PENDING_SIGNATURE',
  'EXPIRED',
  'CANCELLED',
]);

/** The i18n key for a status, so no raw enum value ('IN_PROGRESS') reaches the screen. */
export function productStatusKey(status: string): string {
  return `productSelector.statuses.${KNOWN.has(status) ? status : 'OTHER'}`;
}
