import type { KeyPoints, LcReply, NodeView, Resource, ResourceGroup } from '@continuum/contracts';
import { jsonResponse, mockFetch } from '@/test/render';

/** A resource of learner product 7 shaped like the server's reply (contracts types). */
export function resource(overrides: Partial<Resource> = {}): Resource {
  return {
    id: 31,
    learningComponentId: 5,
    type: 'HTML',
    name: 'fiduciary-duties',
    title: "The Broker's Fiduciary Duties",
    reviewed: false,
    bookmarked: false,
    locked: false,
    copyright: '© 2026 Continuum Academy',
    content: '<h2>Loyalty</h2><p>The broker puts the client first.</p>',
    data: {
      url: null,
      downloadUrl: '/pdf/7/resource/31',
      fileName: 'fiduciary-duties.html',
      mediaType: 'text/html',
      size: 1200,
      alt: null,
      captions: [],
      forumKey: null,
      forumId: null,
    },
    enableSave: true,
    keyPoints: null,
    handbook: false,
    ...overrides,
  };
}

export function group(overrides: Partial<ResourceGroup> = {}): ResourceGroup {
  return {
    id: 3,
    type: 'UNIT',
    title: 'Agency',
    titlePrefix: 'Unit 1',
    parentTitle: null,
    parentTitlePrefix: null,
    locked: false,
    completed: false,
    current: true,
    resources: [resource({ content: null })],
    ...overrides,
  };
}

export function keyPoints(overrides: Partial<KeyPoints> = {}): KeyPoints {
  return {
    parentTitlePrefix: null,
    parentTitle: 'Key Points',
    ancestorTitlePrefix: 'Unit 1',
    ancestorTitle: 'Agency',
    learningComponentId: 9,
    title: 'Key Points',
    keypoints: [
      '<p>Give the <strong>IABS</strong> notice at the first substantive dialogue.</p>',
      '<p>Disclose representation.</p>',
    ],
    isBookmarked: false,
    nextStep: { id: 10, title: 'Unit Exam', titlePrefix: null },
    ...overrides,
  };
}

export interface Call {
  method: string;
  path: string;
  search: string;
}

/**
 * Serves learner product 7's resource calls from `routes` (method and path -> reply; a Response is sent
 * as is) and records every call, so tests assert on what the page sent. Anything else is a 404.
 */
export function serve(routes: Record<string, unknown>): Call[] {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path: url.pathname, search: url.search });
    const reply = routes[`${method} ${url.pathname}`];
    if (reply instanceof Response) return reply;
    if (reply !== undefined) return jsonResponse(200, typeof reply === 'function' ? reply() : reply);
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' });
  });
  return calls;
}

export const lockedReply = () => jsonResponse(403, { status: 403, code: 'RESOURCE_LOCKED', message: 'This resource is locked' });

/** The lc page data of KEY_POINTS node 9 (what the lc page hands a registered node view). */
export function keyPointsLcReply(node: Partial<NodeView> = {}): LcReply {
  return {
    node: {
      id: 9,
      type: 'KEY_POINTS',
      title: 'Key Points',
      titlePrefix: 'Unit 1',
      parent: { id: 3, type: 'UNIT', title: 'Agency', titlePrefix: 'Unit 1' },
      children: [],
      description: null,
      metadata: {},
      derivedData: {},
      status: 'AVAILABLE',
      nextStep: { id: 10, title: 'Unit Exam', titlePrefix: null, parentIsRoot: false },
      exemptInfo: { exempt: false, ancestorExempt: false, statusText: null, helpText: null, childBannerText: null },
      optionalInfo: { optional: false, ancestorOptional: false, optionalStatusText: null },
      instructorInfo: { instructorRequired: false, ancestorInstructorRequired: false, text: null },
      enforcesProgression: true,
      locked: false,
      completed: false,
      current: true,
      inProgress: false,
      completedChildCount: 0,
      showSection: false,
      showSkip: false,
      lastWithStatus: false,
      ...node,
    },
    breadcrumbs: [{ id: 1, type: 'COURSE', title: 'Agency Basics', titlePrefix: null }],
    isRoot: false,
    contactInstructor: { available: false },
    homeButtonText: null,
    instructorRequired: false,
    resources: [],
    unviewedResources: [],
    allowContinue: true,
    showCourseProgress: true,
    instructorScheduleAssets: [],
    topic: null,
  };
}
