import { downloadQuery, fileDownloadParams, pdfDownloadParams } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { contentDisposition, sendStoredFile } from '../../platform/storage/send-object.js';
import { renderHtmlToPdf } from './content/html-to-pdf.js';
import type { ResourceService } from './service.js';

const PDF_CACHE_SIZE = 50;

/**
 * The two download paths of 001 §7, outside /api but guarded like it (session required): an HTML
 * resource as a PDF the server lays out, and a resource's stored file (inline to view, attachment to
 * download) with byte ranges for audio and video.
 */
export function resourceDownloadRoutes(ctx: AppContext, service: ResourceService): FastifyPluginAsyncZod {
  // Rendered PDFs by resource and package version (a re-import gives a new version); the least recently used go first.
  const pdfs = new LRUCache<string, Promise<Buffer>>({ max: PDF_CACHE_SIZE });
  return async (f) => {
    f.get(
      '/pdf/:lpId/resource/:id',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: pdfDownloadParams, querystring: downloadQuery },
      },
      async (request, reply) => {
        const { lpId, id } = request.params;
        const html = await service.htmlForPdf(currentUser(request), lpId, id, request.query.external === 'true');
        const key = `${html.id}:${html.version}`;
        let pdf = pdfs.get(key);
        if (!pdf) {
          pdf = renderHtmlToPdf(html.html, { title: html.title, copyright: html.copyright, createdAt: ctx.clock.now() });
          pdf.catch(() => pdfs.delete(key));
          pdfs.set(key, pdf);
        }
        const disposition = request.query.download === 'true' ? 'attachment' : 'inline';
        return reply
          .type('application/pdf')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', contentDisposition(disposition, `${html.title}.pdf`))
          .send(await pdf);
      },
    );

    f.get(
      '/asset-storage/resource/download/:lpId/:id/:path',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: fileDownloadParams, querystring: downloadQuery },
      },
      async (request, reply) => {
        const { lpId, id, path } = request.params;
        const download = request.query.download === 'true';
        const file = await service.file(currentUser(request), lpId, id, path, download, request.query.external === 'true');
        return sendStoredFile(request, reply, ctx.storage, file, download ? 'attachment' : 'inline');
      },
    );
  };
}
