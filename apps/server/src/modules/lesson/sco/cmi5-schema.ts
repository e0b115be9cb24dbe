import { z } from 'zod';
import { packagedSlideFields } from './sco-schema.js';

/** The slide type of a cmi5 package's AU (issue 29): the slide plays the AU in the SCORM slide's frame. */
export const CMI5_TYPE = 'CMI5';

/**
 * A cmi5 slide as written in a course package: `package` names a folder of the package holding the cmi5 package's
 * files, `launch` the AU's URL in it (with its query, if any). The cmi5 course structure's AU attributes follow:
 * `auId` (the AU's IRI, its activity id), `moveOn` (cmi5 13.1.4), `masteryScore` (a scaled score 0..1 passed to the AU
 * in LMS.LaunchData), `launchMethod`, `activityType` and `launchParameters` (passed on in LMS.LaunchData).
 */
export const cmi5Slide = z.object({
  ...packagedSlideFields,
  type: z.literal(CMI5_TYPE),
  auId: z.string().min(1).max(1000),
  moveOn: z.enum(['Passed', 'Completed', 'CompletedAndPassed', 'CompletedOrPassed', 'NotApplicable']).default('NotApplicable'),
  masteryScore: z.number().min(0).max(1).optional(),
  launchMethod: z.enum(['AnyWindow', 'OwnWindow']).default('AnyWindow'),
  activityType: z.string().max(1000).optional(),
  launchParameters: z.string().max(4000).optional(),
});
export type Cmi5Slide = z.infer<typeof cmi5Slide>;
