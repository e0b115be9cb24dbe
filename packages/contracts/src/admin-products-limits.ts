/**
 * Plain limits of the products/imports screen (issue 17, decision 0081), apart from the zod schemas so the web
 * app can read them without pulling schema construction into its chunks.
 */

/** The largest course package (.zip) one upload takes, in bytes. */
export const PACKAGE_ZIP_MAX_BYTES = 16 * 1024 * 1024;
/** Entries a package zip may hold (files and folders). */
export const PACKAGE_MAX_ENTRIES = 2000;
/** What a package may unpack to, all files together (a zip bomb stops here, before any inflating). */
export const PACKAGE_MAX_UNPACKED_BYTES = 128 * 1024 * 1024;
/** Longest file name accepted for the uploaded package. */
export const PACKAGE_FILE_NAME_MAX = 200;

/** How a course rule's value is edited and checked. */
export const RULE_TYPES = ['BOOLEAN', 'NUMBER', 'TEXT', 'ENUM'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** What one import (or check) came to. */
/** NOT_COMPLIANT: the package is bound to a compliance profile, its report has a FAIL, and no override was given. */
export const IMPORT_RESULTS = ['IMPORTED', 'CHECKED', 'INVALID', 'FAILED', 'NOT_COMPLIANT'] as const;
export type ImportResult = (typeof IMPORT_RESULTS)[number];
