import { z } from 'zod';
import { IMPORT_RESULTS, PACKAGE_FILE_NAME_MAX, PACKAGE_ZIP_MAX_BYTES, RULE_TYPES } from './admin-products-limits.js';
import { complianceOverride, complianceReport } from './compliance.js';
import { idParam, text } from './inputs.js';

/** Products, their course rules and course package imports for administrators (issue 17, decision 0081). */

export const adminProductRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  createdAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

export const productParams = z.object({ productId: idParam('productId') });

/** One SC_* rule of a product: its stored value (null when unset), the default that applies then, its type. */
export const productRuleView = z.object({
  key: z.string(),
  type: z.enum(RULE_TYPES),
  value: z.string().nullable(),
  defaultValue: z.string().nullable(),
  /** False for a key a package set that the app does not know: shown, not editable. */
  known: z.boolean(),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  maxLength: z.number().int().optional(),
  options: z.array(z.string()).optional(),
});
export type ProductRuleView = z.infer<typeof productRuleView>;
export const productRulesReply = z.object({
  productId: z.number().int(),
  code: z.string(),
  name: z.string(),
  rules: z.array(productRuleView),
});
export type ProductRulesReply = z.infer<typeof productRulesReply>;

/** SC_ and capitals, digits or underscores: the form course.yaml's rules take. */
export const RULE_KEY_PATTERN = /^SC_[A-Z0-9_]{1,100}$/;
export const productRuleParams = z.object({
  productId: idParam('productId'),
  ruleKey: text().regex(RULE_KEY_PATTERN, 'ruleKey must be an SC_* rule key'),
});
/** A rule's new value, checked against the key's type by the server; null clears it (the default applies). */
export const productRuleBody = z.object({
  value: z.union([text().max(4000), z.number().finite(), z.boolean(), z.null()]),
  reason: text().trim().max(500).optional(),
});
export type ProductRuleBody = z.infer<typeof productRuleBody>;

export const packageProblem = z.object({ file: z.string(), line: z.number().int(), message: z.string() });
export type PackageProblem = z.infer<typeof packageProblem>;

/** Base64 without line breaks: the zip's bytes in a JSON body (decision 0081). */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
export const courseImportBody = z.object({
  fileName: text({ error: 'fileName is required' }).trim().min(1, 'fileName is required').max(PACKAGE_FILE_NAME_MAX),
  /** true: validate and report what an import would do, write nothing. */
  dryRun: z.boolean().default(false),
  /** The package folder zipped (course.yaml at the top or in one top folder), base64-encoded. */
  content: z
    .string({ error: 'content is required' })
    .min(4, 'content is required')
    .max(Math.ceil(PACKAGE_ZIP_MAX_BYTES / 3) * 4, `content is larger than ${PACKAGE_ZIP_MAX_BYTES} bytes`)
    .regex(BASE64, 'content must be base64'),
  /** Imports a package whose compliance report has a FAIL anyway, for this reason (audited; decision 0135). */
  complianceOverride: complianceOverride.optional(),
});
export type CourseImportBody = z.input<typeof courseImportBody>;

export const courseImportReply = z.object({
  id: z.number().int(),
  result: z.enum(IMPORT_RESULTS),
  dryRun: z.boolean(),
  /** The course's code, when the package could be read that far. */
  courseCode: z.string().nullable(),
  productId: z.number().int().nullable(),
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  problems: z.array(packageProblem),
  /** The compliance report of a package bound to profiles (null when it declares none or could not be read). */
  compliance: complianceReport.nullable().default(null),
});
export type CourseImportReply = z.infer<typeof courseImportReply>;
/** 422: the package has problems; every one of them, each with its file and line. */
export const courseImportInvalidReply = courseImportReply.extend({
  status: z.literal(422),
  code: z.literal('PACKAGE_INVALID'),
  message: z.string(),
});

/** 409: the course's compliance report has a FAIL; publishing it needs complianceOverride with a reason (decision 0135). */
export const courseImportNotCompliantReply = courseImportReply.extend({
  status: z.literal(409),
  code: z.literal('COMPLIANCE_OVERRIDE_REQUIRED'),
  message: z.string(),
});

export const courseImportRow = z.object({
  id: z.number().int(),
  actorLogin: z.string(),
  createdAt: z.string(),
  fileName: z.string(),
  courseCode: z.string().nullable(),
  result: z.enum(IMPORT_RESULTS),
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  problemCount: z.number().int(),
});
export type CourseImportRow = z.infer<typeof courseImportRow>;
