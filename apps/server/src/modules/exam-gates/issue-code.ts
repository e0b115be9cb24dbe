import { examGateLimits, type IssuedGateCode, type IssueGateCodeBody } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { findMailRecipient } from '../account/index.js';
import { audit } from '../audit/index.js';
import { findProductNode } from '../catalog/index.js';
import { mayStaffProduct } from '../product/index.js';
import { gateCodeMail } from './code-email.js';
import { generateCode, hashCode } from './gate-code.js';
import * as repo from './repo.js';

/** The stored template name of a code e-mail (resend re-issues the code). */
export const GATE_CODE_TEMPLATE = 'exam-gates.code';

/**
 * Issues an access or proctor code for one learner product and exam, replacing any unused one. The code is
 * returned once (only its keyed hash is stored) and, when asked, e-mailed to the learner or a proctor.
 * Administrators issue for any product, instructors for the products they are assigned to.
 */
export async function issueGateCode(
  ctx: AppContext,
  codeKey: Buffer,
  actor: SessionUser,
  body: IssueGateCodeBody,
): Promise<IssuedGateCode> {
  const { db } = ctx.database;
  const found = await repo.findLearnerProductWithRules(db, body.learnerProductId);
  // An instructor of another product learns nothing about this one: 404 as for an unknown learner product.
  if (!found || !(await mayStaffProduct(db, actor, found.product.id))) throw notFound('learner product');
  const node = await findProductNode(db, found.product.id, body.componentId);
  if (node?.type !== 'EXAM') throw badRequest('componentId', 'componentId must be an exam of this learner product');
  const now = ctx.clock.now();
  const validMinutes =
    body.validMinutes ??
    (body.kind === 'ACCESS' ? examGateLimits.accessCodeValidMinutes : examGateLimits.proctorCodeValidMinutes);
  const expiresAt = new Date(now.getTime() + validMinutes * 60_000);
  const code = generateCode();
  const row = await db.transaction(async (tx) => {
    await repo.revokeUnusedCodes(tx, { learnerProductId: found.lp.id, examNodeId: node.id, kind: body.kind, at: now });
    const inserted = await repo.insertCode(tx, {
      kind: body.kind,
      learnerProductId: found.lp.id,
      examNodeId: node.id,
      codeHash: hashCode(codeKey, body.kind, code),
      issuedByUserId: actor.id,
      issuedAt: now,
      expiresAt,
    });
    await audit(tx, ctx.clock, actor.login, 'EXAM_GATE_CODE_ISSUED', {
      kind: body.kind,
      learnerProductId: String(found.lp.id),
      componentId: String(node.id),
    });
    return inserted;
  });
  let emailId: number | null = null;
  if (body.emailTo) {
    const learner = await findMailRecipient(db, found.lp.userId);
    if (learner) {
      const emailTo = body.emailTo;
      emailId = await ctx.mailer.send({
        ...gateCodeMail({
          kind: body.kind,
          to: body.emailTo === 'learner' ? learner.email : body.emailTo,
          lang: learner.langKey,
          courseTitle: found.product.name,
          examTitle: node.title,
          learnerName: `${learner.firstName} ${learner.lastName}`,
          code,
          expiresAt,
        }),
        // A resend issues a new code for the same learner product, exam and recipient (decision 0052).
        template: {
          name: GATE_CODE_TEMPLATE,
          params: { learnerProductId: found.lp.id, componentId: node.id, kind: body.kind, emailTo },
        },
      });
    }
  }
  return {
    id: row.id,
    kind: body.kind,
    code,
    learnerProductId: found.lp.id,
    componentId: node.id,
    expiresAt: expiresAt.toISOString(),
    emailId,
  };
}
