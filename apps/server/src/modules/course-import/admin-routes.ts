import {
  courseImportBody,
  courseImportInvalidReply,
  courseImportNotCompliantReply,
  courseImportReply,
  courseImportRow,
  PACKAGE_ZIP_MAX_BYTES,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { importUploadedPackage, recentImports } from './admin-import.js';

/** The JSON body of the largest package: base64 (4/3) plus the other fields. */
const IMPORT_BODY_LIMIT = Math.ceil(PACKAGE_ZIP_MAX_BYTES / 3) * 4 + 64 * 1024;

/** Course package imports from the admin screen (issue 17, decision 0081). */
export function courseImportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/course-imports',
      { schema: { response: { 200: z.array(courseImportRow) } }, config: ADMIN_ONLY },
      async () => recentImports(ctx),
    );

    app.post(
      '/api/admin/course-imports',
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          body: courseImportBody,
          response: { 200: courseImportReply, 409: courseImportNotCompliantReply, 422: courseImportInvalidReply },
        },
        config: ADMIN_ONLY,
      },
      async (request, reply) => {
        const result = await importUploadedPackage(ctx, currentUser(request), request.body);
        if (result.result === 'NOT_COMPLIANT') {
          const failures = result.compliance?.failures ?? 0;
          const message = `the compliance report has ${failures} FAIL line(s): publishing needs complianceOverride with a reason`;
          return reply
            .status(409)
            .send({ ...result, status: 409 as const, code: 'COMPLIANCE_OVERRIDE_REQUIRED' as const, message });
        }
        if (result.result !== 'INVALID') return result;
        const message = `the package has ${result.problems.length} problem(s)`;
        return reply.status(422).send({ ...result, status: 422 as const, code: 'PACKAGE_INVALID' as const, message });
      },
    );
  };
}
