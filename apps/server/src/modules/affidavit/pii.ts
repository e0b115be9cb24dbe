import { openPii, sealPii } from '../exam-gates/index.js';

/** Associated data of a sealed affidavit value: it opens only in its own row and field. */
export const acceptanceContext = (owner: string, field: string) => `affidavit:${owner}:${field}`;
export const licenseContext = (owner: string) => `affidavit-license:${owner}`;

export function ownerKeyOfUser(userId: number): string {
  return `u${userId}`;
}
export function ownerKeyOfExternal(externalUserId: string): string {
  return `x${externalUserId}`;
}

export const seal = sealPii;
export const open = openPii;

/** `***-**-6789`: only the last four ever leave the server. */
export function maskSsn(digits: string): string {
  return `***-**-${digits.slice(-4)}`;
}

/** A licence or ID number with all but its last four characters hidden. */
export function maskNumber(value: string): string {
  const tail = value.length > 4 ? value.slice(-4) : '';
  return `${'*'.repeat(Math.max(4, value.length - tail.length))}${tail}`;
}

/**
 * A licence number as the certificate and the regulator roster print it (decision 0098): four stars and the
 * last four characters, `****1234`, whatever the number's length (the length is not shown either).
 */
export function maskLastFour(value: string): string {
  return `****${value.length > 4 ? value.slice(-4) : ''}`;
}
