import type { CourseRules } from '../catalog/index.js';

export interface GateRequirements {
  accessCodeRequired: boolean;
  proctorCodeRequired: boolean;
  driversLicenseRequired: boolean;
}

/** Exam node metadata that asks for the driver's licence number before the exam (final exam user data). */
export const DRIVERS_LICENSE_METADATA_KEY = 'DRIVERS_LICENSE_REQUIRED';

const yes = (value: string | undefined) => (value ?? '').trim().toLowerCase() === 'yes';

/**
 * Which gates an exam node has. The code rules name the final exam (SC_FINAL_EXAM_ACCESS_CODE_REQUIRED,
 * the "final proctor prompt"), so they apply to EXAM_TYPE FINAL only; the licence follows the node's metadata.
 */
export function gateRequirements(
  rules: CourseRules,
  node: { type: string; metadata: Readonly<Record<string, string>> },
): GateRequirements {
  if (node.type !== 'EXAM') return { accessCodeRequired: false, proctorCodeRequired: false, driversLicenseRequired: false };
  const isFinal = (node.metadata.EXAM_TYPE ?? '').trim().toUpperCase() === 'FINAL';
  return {
    accessCodeRequired: isFinal && rules.flag('SC_FINAL_EXAM_ACCESS_CODE_REQUIRED'),
    proctorCodeRequired: isFinal && rules.flag('SC_PROCTOR_PROCTOR_REQUIRED'),
    driversLicenseRequired: yes(node.metadata[DRIVERS_LICENSE_METADATA_KEY]),
  };
}
