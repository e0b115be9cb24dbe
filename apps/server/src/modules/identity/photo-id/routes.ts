import {
  IdPhotoErrorCode,
  idPhotoConfirmBody,
  idPhotoConfirmReply,
  idPhotoRequestBody,
  idPhotoUploadForm,
  LOCAL_UPLOAD_PATH,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../../platform/context.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { LocalStorage } from '../../../platform/storage/local-storage.js';
import { receiveLocalUpload, UploadRefused } from '../../../platform/storage/local-upload.js';
import { confirmIdPhotoUpload, requestIdPhotoUpload } from './service.js';

const LEARNER = { access: 'authenticated' as const, owner: 'learnerProduct' as const };

/** Photo ID (002 §3, §5, §7; decision 0094): the signed upload form, the confirmation, the local storage's form POST. */
export function photoIdRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/product/id-photo',
      { schema: { body: idPhotoRequestBody, response: { 200: idPhotoUploadForm } }, config: LEARNER },
      async (request) => requestIdPhotoUpload(ctx, currentUser(request), request.body),
    );

    app.post(
      '/api/product/id-photo/confirm',
      { schema: { body: idPhotoConfirmBody, response: { 200: idPhotoConfirmReply } }, config: LEARNER },
      async (request) => confirmIdPhotoUpload(ctx, currentUser(request), request.body),
    );

    // The local storage's stand-in for the bucket's form POST: the signed policy is the authority, not a session,
    // as with S3 (public). Same-origin, so the web client sends the CSRF header as with any POST.
    await app.register(async (scope) => {
      scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
      scope.post(LOCAL_UPLOAD_PATH, { config: { access: 'public', owner: 'none' } }, async (request, reply) => {
        const storage = ctx.storage;
        if (!(storage instanceof LocalStorage)) throw notFound('upload endpoint');
        if (!request.headers['content-type']?.startsWith('multipart/form-data'))
          throw new AppError(IdPhotoErrorCode.POLICY_REFUSED, 400, 'The body must be multipart/form-data');
        try {
          await receiveLocalUpload(storage, request.headers, request.raw, ctx.clock.now());
        } catch (err) {
          if (err instanceof UploadRefused) throw new AppError(IdPhotoErrorCode.POLICY_REFUSED, err.status, err.message);
          throw err;
        }
        return reply.status(204).send();
      });
    });
  };
}
