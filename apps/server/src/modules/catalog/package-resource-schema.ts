import { RESOURCE_TYPES } from '@continuum/contracts';
import { z } from 'zod';

/** Media types by file extension, per resource type: the only files a package may ship as resources. */
export const MEDIA_TYPES: Record<string, Record<string, string>> = {
  AUDIO: { mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg', wav: 'audio/wav' },
  VIDEO: { mp4: 'video/mp4', webm: 'video/webm' },
  // No SVG: it can carry script, and images are served from the app's own origin.
  IMAGE: { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' },
  PDF: { pdf: 'application/pdf' },
  DOCUMENT: { docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  SPREADSHEET: { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  HTML: { html: 'text/html', htm: 'text/html' },
  NOTES: { html: 'text/html', htm: 'text/html' },
};
export const CAPTIONS_MEDIA_TYPE = 'text/vtt';

const relativePath = z
  .string()
  .min(1)
  .max(300)
  .regex(/^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[A-Za-z0-9 _./()-]+$/, 'a path inside the package folder (no "..", no leading "/")');

/** A resource as a package lists it (in a node file's `resources:` or in resources.yaml with `node:`). */
export const packageResource = z
  .object({
    /** Stable in the package: learners' views and bookmarks follow it across re-imports. */
    key: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,99}$/, 'key is lower-case letters, digits, dashes, underscores'),
    type: z.enum(RESOURCE_TYPES),
    title: z.string().min(1).max(300),
    /** Short name; defaults to the file name, or the title. */
    name: z.string().min(1).max(200).optional(),
    file: relativePath.optional(),
    /** HTML or NOTES written inline instead of in a file. */
    content: z.string().min(1).max(200_000).optional(),
    url: z.url({ protocol: /^https?$/, error: 'url must be an http(s) address' }).optional(),
    forum: z.string().min(1).max(200).optional(),
    keyPointsOf: z.string().min(1).max(200).optional(),
    alt: z.string().min(1).max(500).optional(),
    captions: z
      .array(
        z.object({
          file: relativePath.regex(/\.vtt$/, 'captions are WebVTT (.vtt) files'),
          srclang: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'srclang is a language code such as en or fr'),
          label: z.string().min(1).max(100),
          kind: z.enum(['captions', 'subtitles']).default('captions'),
        }),
      )
      .default([]),
    copyright: z.string().min(1).max(500).optional(),
    enableSave: z.boolean().default(false),
    handbook: z.boolean().default(false),
    /** Slide ids of the lesson it belongs to, where the player shows it. */
    slides: z.array(z.string().min(1)).default([]),
  })
  .strict();
export type PackageResourceEntry = z.infer<typeof packageResource>;

const extensionOf = (path: string) => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';

/** Rules across a resource's fields, per type; each problem names the field. */
export function resourceEntryProblems(r: PackageResourceEntry): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  const need = (field: keyof PackageResourceEntry, why: string) => {
    if (r[field] === undefined) problems.push({ path: [field], message: `${field} is required for ${r.type} (${why})` });
  };
  const forbid = (fields: (keyof PackageResourceEntry)[]) => {
    for (const f of fields)
      if (r[f] !== undefined && !(Array.isArray(r[f]) && r[f].length === 0))
        problems.push({ path: [f], message: `${f} does not apply to ${r.type}` });
  };
  const types = MEDIA_TYPES[r.type];
  if (r.file && types && !types[extensionOf(r.file)]) {
    problems.push({
      path: ['file'],
      message: `a ${r.type} file ends in ${Object.keys(types)
        .map((e) => `.${e}`)
        .join(', ')}`,
    });
  }
  switch (r.type) {
    case 'AUDIO':
    case 'VIDEO':
      need('file', 'the media file');
      forbid(['content', 'url', 'forum', 'keyPointsOf', 'alt']);
      break;
    case 'IMAGE':
      need('file', 'the image');
      need('alt', 'text for screen readers');
      forbid(['content', 'url', 'forum', 'keyPointsOf', 'captions']);
      break;
    case 'PDF':
    case 'DOCUMENT':
    case 'SPREADSHEET':
      need('file', 'the document');
      forbid(['content', 'url', 'forum', 'keyPointsOf', 'alt', 'captions']);
      break;
    case 'HTML':
    case 'NOTES':
      if ((r.file === undefined) === (r.content === undefined))
        problems.push({ path: ['content'], message: `${r.type} needs either file (.html) or content, not both` });
      forbid(['url', 'forum', 'keyPointsOf', 'alt', 'captions']);
      break;
    case 'LINK':
      need('url', 'the address');
      forbid(['file', 'content', 'forum', 'keyPointsOf', 'alt', 'captions']);
      break;
    case 'FORUM':
      need('forum', "the forum's key");
      forbid(['file', 'content', 'url', 'keyPointsOf', 'alt', 'captions']);
      break;
    case 'KEY_POINTS':
      need('keyPointsOf', 'the key of a KEY_POINTS node');
      forbid(['file', 'content', 'url', 'forum', 'alt', 'captions']);
      break;
  }
  return problems;
}

/** resources.yaml: resources attached to nodes by key (lesson slides included) without editing node files. */
export const resourcesFile = z
  .object({ resources: z.array(packageResource.extend({ node: z.string().min(1).max(200) })).default([]) })
  .strict();

/** glossary.yaml: the product's glossary (001 §3 Glossary term). */
export const glossaryFile = z
  .object({
    terms: z
      .array(
        z
          .object({
            term: z.string().trim().min(1).max(200),
            definition: z.string().trim().min(1).max(5000),
            example: z.string().trim().min(1).max(5000).optional(),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();
export type GlossaryEntry = z.infer<typeof glossaryFile>['terms'][number];
