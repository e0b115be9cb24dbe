import { z } from 'zod';
import { idParam, text } from './inputs.js';

/** Resource types (001 §3 Resource). */
export const RESOURCE_TYPES = [
  'LINK',
  'FORUM',
  'AUDIO',
  'DOCUMENT',
  'IMAGE',
  'PDF',
  'SPREADSHEET',
  'VIDEO',
  'HTML',
  'NOTES',
  'KEY_POINTS',
] as const;
export const resourceType = z.enum(RESOURCE_TYPES);
export type ResourceType = z.infer<typeof resourceType>;

/** Types that may be downloaded or printed (001 §5); HTML downloads as a PDF rendered by the server. */
export const DOWNLOADABLE_RESOURCE_TYPES: readonly ResourceType[] = [
  'AUDIO',
  'DOCUMENT',
  'IMAGE',
  'PDF',
  'SPREADSHEET',
  'VIDEO',
  'HTML',
];

/**
 * The download rule of 001 §5, shared by the server (which enforces it) and the web (which hides the
 * button): an allowed type, and in the chrome-less external view also the resource's enableSave.
 */
export function canDownloadResource(resource: { type: string; enableSave: boolean }, external: boolean): boolean {
  if (!(DOWNLOADABLE_RESOURCE_TYPES as readonly string[]).includes(resource.type)) return false;
  return !external || resource.enableSave;
}

/** A captions (or subtitles) track of an audio or video resource, as a WebVTT file. */
export const captionsTrack = z.object({
  url: z.string(),
  srclang: z.string(),
  label: z.string(),
  kind: z.enum(['captions', 'subtitles']),
});
export type CaptionsTrack = z.infer<typeof captionsTrack>;

/**
 * Resource data (001 §3 "data (with url)"). `url` is where the content opens: the stored file for
 * AUDIO, DOCUMENT, IMAGE, PDF, SPREADSHEET and VIDEO (inline), the address of a LINK, null otherwise.
 * `downloadUrl` is the Download/Print target (a server-rendered PDF for HTML) or null when not allowed.
 * Both are null while the resource is locked.
 */
export const resourceData = z.object({
  url: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  mediaType: z.string().nullable(),
  size: z.number().int().nullable(),
  /** Alternative text of an IMAGE, from the package. */
  alt: z.string().nullable(),
  captions: z.array(captionsTrack),
  /** The forum a FORUM resource opens (its key in the course package). */
  forumKey: z.string().nullable(),
  /** That forum's id (GET api/forum/{id}, the forum route /forum/{forumId}); null in lists and for other types. */
  forumId: z.number().int().nullable(),
});
export type ResourceData = z.infer<typeof resourceData>;

/**
 * A resource (001 §3). `content` is sanitized HTML (HTML, NOTES, and DOCUMENT or SPREADSHEET converted
 * on the server); lists leave it null, as they do `keyPoints`. A locked resource carries neither.
 */
export const resource = z.object({
  id: z.number().int(),
  learningComponentId: z.number().int(),
  type: resourceType,
  name: z.string(),
  title: z.string(),
  reviewed: z.boolean(),
  bookmarked: z.boolean(),
  locked: z.boolean(),
  copyright: z.string().nullable(),
  content: z.string().nullable(),
  data: resourceData,
  enableSave: z.boolean(),
  /** KEY_POINTS resources: the key points (HTML strings) they show. */
  keyPoints: z.array(z.string()).nullable(),
  /** Listed under 'Course Materials' rather than 'Resources'. */
  handbook: z.boolean(),
});
export type Resource = z.infer<typeof resource>;

/** Handbook (001 §3): a course-materials resource, locked until its learning component is unlocked. */
export const handbook = resource;
export type Handbook = Resource;

/**
 * One group of the resources list: the container (unit, section, topic…) the resources' learning
 * components sit in, with its place in the course so the page can offer View/Hide Previous and Upcoming.
 */
export const resourceGroup = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  titlePrefix: z.string().nullable(),
  parentTitle: z.string().nullable(),
  parentTitlePrefix: z.string().nullable(),
  locked: z.boolean(),
  completed: z.boolean(),
  current: z.boolean(),
  resources: z.array(resource),
});
export type ResourceGroup = z.infer<typeof resourceGroup>;

/** GET api/product/{lpId}/resources: 'Course Materials' (handbooks) and 'Resources' by section and unit. */
export const resourcesReply = z.object({
  handbooks: z.array(handbook),
  groups: z.array(resourceGroup),
});
export type ResourcesReply = z.infer<typeof resourcesReply>;

/**
 * A bookmark (GET api/product/{lpId}/bookmarks). Key points are bookmarked per learning component:
 * then `isKeyPoints` is true, `type` KEY_POINTS and `id` is the learning component's id, which is what
 * the external view (/lc/{nodeId}/resource-ext/{resourceId}/true) expects.
 */
export const bookmark = z.object({
  id: z.number().int(),
  learningComponentId: z.number().int(),
  type: resourceType,
  name: z.string(),
  title: z.string(),
  locked: z.boolean(),
  isKeyPoints: z.boolean(),
  parentTitle: z.string().nullable(),
  parentTitlePrefix: z.string().nullable(),
});
export type Bookmark = z.infer<typeof bookmark>;
export const bookmarksReply = z.array(bookmark);

/**
 * Resource learning component data (001 §3), for the external view's 'This resource is from ...':
 * the learning component (parent) and the container above it (ancestor).
 */
export const resourceLcReply = z.object({
  parentTitlePrefix: z.string().nullable(),
  parentTitle: z.string(),
  ancestorTitlePrefix: z.string().nullable(),
  ancestorTitle: z.string().nullable(),
});
export type ResourceLcData = z.infer<typeof resourceLcReply>;

/** Key points (001 §3), with the learning component data for the external view's header. */
export const keyPointsReply = resourceLcReply.extend({
  learningComponentId: z.number().int(),
  title: z.string(),
  keypoints: z.array(z.string()),
  isBookmarked: z.boolean(),
  nextStep: z.object({ id: z.number().int(), title: z.string(), titlePrefix: z.string().nullable() }).nullable(),
});
export type KeyPoints = z.infer<typeof keyPointsReply>;

/** Reply of POST .../resource/{resourceId}/view. */
export const resourceViewReply = z.object({ id: z.number().int(), reviewed: z.literal(true) });
/** Reply of POST .../{lcId}/resource/{resourceId}/bookmark and /unbookmark. */
export const resourceBookmarkReply = z.object({ id: z.number().int(), bookmarked: z.boolean() });
/** Reply of POST .../{lcId}/key-points/bookmark and /unbookmark. */
export const keyPointsBookmarkReply = z.object({ learningComponentId: z.number().int(), isBookmarked: z.boolean() });

export const resourceParams = z.object({ lpId: idParam('lpId'), resourceId: idParam('resourceId') });
export const resourceLcParams = resourceParams.extend({ nodeId: idParam('nodeId') });
export const lcResourceParams = resourceParams.extend({ lcId: idParam('lcId') });
export const keyPointsParams = z.object({ lpId: idParam('lpId'), lcId: idParam('lcId') });
/** `external=true`: the request comes from the chrome-less view, where downloading also needs enableSave. */
export const downloadQuery = z.object({
  external: z.enum(['true', 'false'], { error: 'external must be true or false' }).optional(),
  download: z.enum(['true', 'false'], { error: 'download must be true or false' }).optional(),
});
export const pdfDownloadParams = z.object({ lpId: idParam('lpId'), id: idParam('id') });
export const fileDownloadParams = z.object({
  lpId: idParam('lpId'),
  id: idParam('id'),
  path: text().min(1, 'path is required').max(255),
});

/** Web routes and server paths for resources, built in one place. */
export const resourcePaths = {
  file: (lpId: number, id: number, fileName: string) =>
    `/asset-storage/resource/download/${lpId}/${id}/${encodeURIComponent(fileName)}`,
  pdf: (lpId: number, id: number) => `/pdf/${lpId}/resource/${id}`,
};

/** Error codes of the resource calls (the client shows 001 §8's texts for them). */
export const ResourceErrorCode = {
  /** 403: the resource's (or key points') learning component is locked. */
  RESOURCE_LOCKED: 'RESOURCE_LOCKED',
  /** 403: this type may not be downloaded (001 §5), or the external view's resource has no enableSave. */
  DOWNLOAD_NOT_ALLOWED: 'DOWNLOAD_NOT_ALLOWED',
} as const;
