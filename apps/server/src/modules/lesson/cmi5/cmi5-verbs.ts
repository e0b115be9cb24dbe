/** The cmi5 defined verbs (cmi5 section 9.3) and the ids cmi5 statements carry. */
export const VERB = {
  launched: 'http://adlnet.gov/expapi/verbs/launched',
  initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  abandoned: 'https://w3id.org/xapi/adl/verbs/abandoned',
  waived: 'https://w3id.org/xapi/adl/verbs/waived',
  terminated: 'http://adlnet.gov/expapi/verbs/terminated',
  satisfied: 'https://w3id.org/xapi/adl/verbs/satisfied',
  voided: 'http://adlnet.gov/expapi/verbs/voided',
} as const;

/** Verbs only the LMS states (launched, abandoned, waived, satisfied): an AU sending one is refused. */
export const LMS_VERBS: ReadonlySet<string> = new Set([VERB.launched, VERB.abandoned, VERB.waived, VERB.satisfied]);
/** The cmi5 defined verbs an AU may use. */
export const AU_VERBS: ReadonlySet<string> = new Set([
  VERB.initialized,
  VERB.completed,
  VERB.passed,
  VERB.failed,
  VERB.terminated,
]);
/** Verbs that record completion or success: not in Browse or Review mode, and carrying the moveOn category. */
export const MOVE_ON_VERBS: ReadonlySet<string> = new Set([VERB.completed, VERB.passed, VERB.failed]);

export const CATEGORY_CMI5 = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
export const CATEGORY_MOVE_ON = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
export const EXT = {
  sessionId: 'https://w3id.org/xapi/cmi5/context/extensions/sessionid',
  masteryScore: 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore',
  launchMode: 'https://w3id.org/xapi/cmi5/context/extensions/launchmode',
  launchUrl: 'https://w3id.org/xapi/cmi5/context/extensions/launchurl',
  moveOn: 'https://w3id.org/xapi/cmi5/context/extensions/moveon',
  launchParameters: 'https://w3id.org/xapi/cmi5/context/extensions/launchparameters',
} as const;
export const ACTIVITY_TYPE_BLOCK = 'https://w3id.org/xapi/cmi5/activitytype/block';
export const LAUNCH_DATA_STATE = 'LMS.LaunchData';
export const LEARNER_PREFERENCES = 'cmi5LearnerPreferences';
