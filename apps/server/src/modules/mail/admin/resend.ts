import { gateCodeKind } from '@continuum/contracts';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { ACCOUNT_TEMPLATES, reissueActivation, reissueInvitation, reissueReset } from '../../account/index.js';
import { audit } from '../../audit/index.js';
import { GATE_CODE_TEMPLATE, issueGateCode } from '../../exam-gates/index.js';
import { findStoredMail, type StoredMail } from './repo.js';
import { reissueOf } from './view-mail.js';

/**
 * Resends a stored message (issue 17's GET /api/admin/email/resend/{id} will call this). Stored mail keeps no
 * secret, so a message that carried one is RE-ISSUED through its sender: a new activation or reset key, or a
 * new exam code (the old one revoked), rendered fresh to the current address. A message without secrets is
 * sent again as stored. Answers the new message's id (decision 0052). Re-issuing a secret (a live reset key from a
 * months-old reset e-mail) happens only when the administrator confirmed it (`confirmed`, the query's reissue=true,
 * after the view's `reissues` told them); otherwise 409 RESEND_REISSUES_SECRET and nothing is sent (decision 0108).
 */
export async function resendStoredMail(
  ctx: AppContext,
  deps: { codeKey: Buffer },
  actor: SessionUser,
  id: number,
  confirmed = false,
): Promise<{ emailId: number }> {
  const mail = await findStoredMail(ctx.database.db, id);
  if (!mail) throw notFound('e-mail');
  const reissues = reissueOf(mail.template);
  if (reissues && !confirmed)
    throw new AppError(
      'RESEND_REISSUES_SECRET',
      409,
      `Resending this e-mail issues a new ${reissues === 'RESET_KEY' ? 'password-reset key' : reissues === 'ACTIVATION_KEY' ? 'activation key' : reissues === 'EXAM_CODE' ? 'exam code' : 'invitation'}; confirm with reissue=true`,
    );
  const emailId = mail.template ? await reissue(ctx, deps, actor, mail) : await sendAgain(ctx, mail);
  await audit(ctx.database.db, ctx.clock, actor.login, 'EMAIL_RESENT', {
    emailId: String(id),
    newEmailId: String(emailId),
    ...(mail.template ? { template: mail.template } : {}),
    ...(reissues ? { reissued: reissues } : {}),
  });
  return { emailId };
}

async function reissue(ctx: AppContext, deps: { codeKey: Buffer }, actor: SessionUser, mail: StoredMail) {
  const p = mail.templateParams ?? {};
  switch (mail.template) {
    case ACCOUNT_TEMPLATES.activation:
      return reissueActivation(ctx, Number(p.userId));
    case ACCOUNT_TEMPLATES.reset:
      return reissueReset(ctx, Number(p.userId));
    case ACCOUNT_TEMPLATES.invitation:
      return reissueInvitation(ctx, String(p.email), String(p.langKey ?? 'en'));
    case GATE_CODE_TEMPLATE: {
      const kind = gateCodeKind.safeParse(p.kind);
      if (!kind.success) throw notResendable();
      const issued = await issueGateCode(ctx, deps.codeKey, actor, {
        learnerProductId: Number(p.learnerProductId),
        componentId: Number(p.componentId),
        kind: kind.data,
        emailTo: String(p.emailTo),
      });
      if (issued.emailId === null) throw notFound('learner');
      return issued.emailId;
    }
    default:
      throw notResendable();
  }
}

async function sendAgain(ctx: AppContext, mail: StoredMail): Promise<number> {
  // Redacted without a template to re-issue it: the stored copy is not the message that was sent.
  if (mail.redacted) throw notResendable();
  return ctx.mailer.send({
    kind: mail.kind,
    to: mail.toAddress,
    subject: mail.subject,
    html: mail.htmlText,
    text: mail.plainText,
    ...(mail.cc ? { cc: mail.cc } : {}),
    ...(mail.bcc ? { bcc: mail.bcc } : {}),
  });
}

const notResendable = () =>
  new AppError('MAIL_NOT_RESENDABLE', 409, 'This e-mail carried a secret that cannot be re-issued; it cannot be resent');
