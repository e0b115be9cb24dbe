import { z } from 'zod';
import { CMS_CONTENT_MAX, CMS_DESCRIPTION_MAX, CMS_KEY_MAX, CMS_KEY_PATTERN, CMS_NAME_MAX } from './cms-limits.js';
import { idField, idParam, text } from './inputs.js';

/** Content blocks (000 §3 "id, key, name, description, content"; §7 PUT api/cms/block[/{id}]; decision 0079). */

export const cmsKey = text({ error: 'key is required' })
  .min(1, 'key is required')
  .max(CMS_KEY_MAX, `key must be at most ${CMS_KEY_MAX} characters`)
  .regex(CMS_KEY_PATTERN, 'key may hold letters, digits, ".", "_" and "-", starting with a letter or digit');

/** PUT api/cms/block (create, or update when id is given) and PUT api/cms/block/{id} (update). */
export const cmsBlockBody = z.object({
  id: idField('id').optional(),
  key: cmsKey,
  name: text({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(CMS_NAME_MAX, `name must be at most ${CMS_NAME_MAX} characters`),
  description: text({ error: 'description must be text' })
    .max(CMS_DESCRIPTION_MAX, `description must be at most ${CMS_DESCRIPTION_MAX} characters`)
    .default(''),
  content: text({ error: 'content is required' }).max(CMS_CONTENT_MAX, `content must be at most ${CMS_CONTENT_MAX} characters`),
});
export type CmsBlockBody = z.input<typeof cmsBlockBody>;

/** A block as its editors see it: the sanitized content, its version and who saved it last. */
export const cmsBlock = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  content: z.string(),
  version: z.number().int(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type CmsBlock = z.infer<typeof cmsBlock>;

/** GET api/cms/blocks/{key}: what a page renders (anyone may read it; no editor's name). */
export const cmsPublicBlock = cmsBlock.omit({ updatedBy: true, updatedAt: true });
export type CmsPublicBlock = z.infer<typeof cmsPublicBlock>;

/** A row of the cms-blocks list (the content is read one block at a time). */
export const cmsBlockRow = cmsBlock.omit({ content: true });
export type CmsBlockRow = z.infer<typeof cmsBlockRow>;

/** One saved version: every content ever saved, with who and when (never deleted). */
export const cmsBlockVersion = z.object({
  version: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  content: z.string(),
  savedBy: z.string(),
  savedAt: z.string(),
});
export type CmsBlockVersion = z.infer<typeof cmsBlockVersion>;
export const cmsBlockVersions = z.array(cmsBlockVersion);

export const cmsBlockParams = z.object({ id: idParam('id') });
export const cmsBlockKeyParams = z.object({ key: cmsKey });
