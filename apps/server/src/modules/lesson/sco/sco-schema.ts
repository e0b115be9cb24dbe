import { z } from 'zod';

/** The slide type of a SCORM package's SCO (decision 0199): the slide plays the package in a frame. */
export const SCO_TYPE = 'SCORM';

// Where the import keeps a SCO slide's file index, and the storage prefix of its files: catalog's (the slide data).
export { SCO_FILES_FIELD, SCO_FILES_PREFIX } from '../../catalog/index.js';

/** A path inside a package (no "..", no absolute path); SCORM's and cmi5's slides both name their files so. */
export const packagePath = z
  .string()
  .min(1)
  .max(1000)
  .refine((p) => !p.includes('\\') && !p.startsWith('/') && !p.split('/').includes('..') && !p.includes('\0'), {
    message: 'a path inside the package (no "..", no absolute path)',
  });

/**
 * A SCORM slide as written in a course package: `package` names a folder of the package holding the SCORM package's
 * files, `launch` the SCO's launch file in it (with its query, if any). Mastery score (percent) and completion
 * threshold (0..1) come from the manifest and decide when the slide is done.
 */
/** The fields every packaged slide has (SCORM's here, cmi5's in cmi5-schema.ts): a folder of files and what to launch. */
export const packagedSlideFields = {
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'ids are lower-case letters, digits, dashes, underscores'),
  title: z.string().min(1).max(300),
  content: z.string().max(50_000).default(''),
  requiredTime: z.number().int().min(0).max(3600).default(0),
  resources: z.array(z.string()).default([]),
  package: packagePath,
  launch: packagePath,
};

export const scoSlide = z.object({
  ...packagedSlideFields,
  type: z.literal(SCO_TYPE),
  scormVersion: z.enum(['1.2', '2004']),
  /** A launchable asset: no runtime, done once opened. */
  asset: z.boolean().default(false),
  masteryScore: z.number().min(0).max(100).optional(),
  completionThreshold: z.number().min(0).max(1).optional(),
  launchData: z.string().max(4000).optional(),
});
export type ScoSlide = z.infer<typeof scoSlide>;

/** One stored file of a SCO package: storage key, media type, size. */
export interface ScoFile {
  key: string;
  type: string;
  size: number;
}
