import {
  bookmarksReply,
  keyPointsBookmarkReply,
  keyPointsParams,
  keyPointsReply,
  lcResourceParams,
  lpIdParams,
  resource,
  resourceBookmarkReply,
  resourceLcParams,
  resourceLcReply,
  resourceParams,
  resourcesReply,
  resourceViewReply,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { resourceDownloadRoutes } from './download-routes.js';

/** 001 §7 "Resources and bookmarks": api/product/{lpId}/…, and the download paths. */
export function resourceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.services.resources;
  return async (f) => {
    await f.register(resourceDownloadRoutes(ctx, service));

    f.get(
      '/api/product/:lpId/resources',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: resourcesReply } },
      },
      (request) => service.list(currentUser(request), request.params.lpId),
    );

    f.get(
      '/api/product/:lpId/bookmarks',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: bookmarksReply } },
      },
      (request) => service.bookmarks(currentUser(request), request.params.lpId),
    );

    f.get(
      '/api/product/:lpId/resource/:resourceId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: resourceParams, response: { 200: resource } },
      },
      (request) => service.get(currentUser(request), request.params.lpId, request.params.resourceId),
    );

    f.get(
      '/api/product/:lpId/resource/:resourceId/lc/:nodeId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: resourceLcParams, response: { 200: resourceLcReply } },
      },
      (request) => {
        const p = request.params;
        return service.lcData(currentUser(request), p.lpId, p.resourceId, p.nodeId);
      },
    );

    f.post(
      '/api/product/:lpId/resource/:resourceId/view',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: resourceParams, response: { 200: resourceViewReply } },
      },
      (request) => service.view(currentUser(request), request.params.lpId, request.params.resourceId),
    );

    for (const [action, bookmarked] of [
      ['bookmark', true],
      ['unbookmark', false],
    ] as const) {
      f.post(
        `/api/product/:lpId/:lcId/resource/:resourceId/${action}`,
        {
          config: { access: 'authenticated', owner: 'learnerProduct' },
          schema: { params: lcResourceParams, response: { 200: resourceBookmarkReply } },
        },
        (request) => {
          const p = request.params;
          return service.setBookmark(currentUser(request), p.lpId, p.lcId, p.resourceId, bookmarked);
        },
      );
      f.post(
        `/api/product/:lpId/:lcId/key-points/${action}`,
        {
          config: { access: 'authenticated', owner: 'learnerProduct' },
          schema: { params: keyPointsParams, response: { 200: keyPointsBookmarkReply } },
        },
        (request) => service.setKeyPointsBookmark(currentUser(request), request.params.lpId, request.params.lcId, bookmarked),
      );
    }

    f.post(
      '/api/product/:lpId/:lcId/key-points/view',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: keyPointsParams, response: { 200: keyPointsReply } },
      },
      (request) => service.keyPoints(currentUser(request), request.params.lpId, request.params.lcId, true),
    );

    // Reading key points without recording a view (the external view's reload; the spec names only /view).
    f.get(
      '/api/product/:lpId/:lcId/key-points',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: keyPointsParams, response: { 200: keyPointsReply } },
      },
      (request) => service.keyPoints(currentUser(request), request.params.lpId, request.params.lcId, false),
    );
  };
}
