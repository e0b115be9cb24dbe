import { z } from 'zod';

/** The slide type of a cmi5 package's AU (issue 29): the slide plays the AU in the SCORM slide's frame. */
export const CMI5_TYPE = 'CMI5';

const packagePath = z
  .string()
  .min(1)
  .max(1000)
  .refine((p) => !p.includes('\\') && !p.startsWith('/') && !p.split('/').includes('..') && !p.includes('\0'), {
    message: 'a path inside the package (no "..", no absolute path)',
  });

/**
 * A cmi5 slide as written in a course package: `package` names a folder of the package holding the cmi5 package's
 * files, `launch` the AU's URL in it (with its query, if any). The cmi5 course structure's AU attributes follow:
 * `auId` (the AU's IRI, its activity id), `moveOn` (cmi5 13.1.4), `masteryScore` (a scaled score 0..1 passed to the AU
 * in LMS.LaunchData), `launchMethod`, `activityType` and `launchParameters` (passed on in LMS.LaunchData).
 */
export const cmi5Slide = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'ids are lower-case letters, digits, dashes, underscores'),
  title: z.string().min(1).max(300),
  content: z.string().max(50_000).default(''),
  requiredTime: z.number().int().min(0).max(3600).default(0),
  resources: z.array(z.string()).default([]),
  type: z.literal(CMI5_TYPE),
  package: packagePath,
  launch: packagePath,
  auId: z.string().min(1).max(1000),
  moveOn: z.enum(['Passed', 'Completed', 'CompletedAndPassed', 'CompletedOrPassed', 'NotApplicable']).default('NotApplicable'),
  masteryScore: z.number().min(0).max(1).optional(),
  launchMethod: z.enum(['AnyWindow', 'OwnWindow']).default('AnyWindow'),
  activityType: z.string().max(1000).optional(),
  launchParameters: z.string().max(4000).optional(),
});
export type Cmi5Slide = z.infer<typeof cmi5Slide>;
