import { createHash } from 'node:crypto';
import type { CourseRules } from '../catalog/index.js';
import { AFFIDAVIT_RULES } from '../exam-gates/index.js';

/**
 * Rule keys of this module beyond exam-gates' AFFIDAVIT_RULES (002 §9 leaves them unnamed; decision 0093).
 */
export const AFFIDAVIT_MODULE_RULES = {
  orientationText: 'SC_STUDENT_AFFIDAVITS_ORIENTATION_TEXT',
  /** yes: the orientation affidavit is the course's first step (decision 0116). */
  orientationRequired: 'SC_STUDENT_AFFIDAVITS_ORIENTATION_REQUIRED',
  /** Comma-separated reporting cycles, e.g. "2024-2026, 2026-2028". */
  cycles: 'SC_STUDENT_AFFIDAVITS_CYCLES',
  cycleLabel: 'SC_STUDENT_AFFIDAVITS_CYCLE_LABEL',
  manualSignature: 'SC_STUDENT_AFFIDAVITS_MANUAL_SIGNATURE',
} as const;

/** The built-in texts' version: bump when the default wording in i18n (affidavit.*.defaultText) changes. */
export const DEFAULT_TEXT_VERSION = 'default-1';

export interface VersionedText {
  /** null: the built-in default text (the client shows its translation). */
  text: string | null;
  version: string;
}

function versioned(raw: string | undefined): VersionedText {
  const text = raw?.trim() ? raw.trim() : null;
  if (!text) return { text: null, version: DEFAULT_TEXT_VERSION };
  return { text, version: `sha256:${createHash('sha256').update(text).digest('hex').slice(0, 16)}` };
}

export const certificationText = (rules: CourseRules) => versioned(rules.text(AFFIDAVIT_RULES.certificationText));
/** A bound profile's rules-of-conduct attestation at course start (effective-rules' `attestation`), or null. */
export type ProfileAttestation = { text: string; version: string } | null;

/**
 * The orientation text the learner accepts: a bound profile's attestation (its own text and version, as the regulator
 * words it) wins over the course's (decision 0179).
 */
export const orientationText = (rules: CourseRules, attestation: ProfileAttestation = null): VersionedText =>
  attestation
    ? { text: attestation.text, version: attestation.version }
    : versioned(rules.text(AFFIDAVIT_MODULE_RULES.orientationText));

export const DEFAULT_CYCLE_LABEL = 'Cycle';

export function cyclesOf(rules: CourseRules): { label: string; cycles: string[] } {
  const cycles = (rules.text(AFFIDAVIT_MODULE_RULES.cycles) ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
    .slice(0, 20);
  return { label: rules.text(AFFIDAVIT_MODULE_RULES.cycleLabel)?.trim() || DEFAULT_CYCLE_LABEL, cycles };
}
