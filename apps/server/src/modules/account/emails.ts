import type { OutgoingMail } from '../../platform/mail/mailer.js';

type Lang = 'en' | 'fr';

const texts = {
  activation: {
    en: {
      subject: 'Continuum account activation',
      greeting: (name: string) => `Dear ${name},`,
      body: 'Your Continuum account has been created. Please open the link below to activate it:',
      closing: 'Regards, the Continuum team',
    },
    fr: {
      subject: 'Activation de votre compte Continuum',
      greeting: (name: string) => `Bonjour ${name},`,
      body: 'Votre compte Continuum a été créé. Ouvrez le lien ci-dessous pour l’activer :',
      closing: 'Cordialement, l’équipe Continuum',
    },
  },
  reset: {
    en: {
      subject: 'Continuum password reset',
      greeting: (name: string) => `Dear ${name},`,
      body: 'A password reset was requested for your Continuum account. Open the link below within 24 hours to choose a new password. If you did not ask for this, ignore this e-mail.',
      closing: 'Regards, the Continuum team',
    },
    fr: {
      subject: 'Réinitialisation de votre mot de passe Continuum',
      greeting: (name: string) => `Bonjour ${name},`,
      body: 'Une réinitialisation du mot de passe de votre compte Continuum a été demandée. Ouvrez le lien ci-dessous dans les 24 heures pour choisir un nouveau mot de passe. Si vous n’êtes pas à l’origine de cette demande, ignorez ce courriel.',
      closing: 'Cordialement, l’équipe Continuum',
    },
  },
  invitation: {
    en: {
      subject: 'You are invited to Continuum',
      greeting: (name: string) => `Dear ${name},`,
      body: 'An account is waiting for you on Continuum. Open the link below to choose your password and create it; your details are already filled in.',
      closing: 'Regards, the Continuum team',
    },
    fr: {
      subject: 'Vous êtes invité(e) sur Continuum',
      greeting: (name: string) => `Bonjour ${name},`,
      body: 'Un compte vous attend sur Continuum. Ouvrez le lien ci-dessous pour choisir votre mot de passe et le créer ; vos informations sont déjà remplies.',
      closing: 'Cordialement, l’équipe Continuum',
    },
  },
  emailChanged: {
    en: {
      subject: 'The e-mail address of your Continuum account was changed',
      greeting: (name: string) => `Dear ${name},`,
      body: 'The e-mail address of your Continuum account was changed to {address}. If you made this change, there is nothing to do. If you did not, contact our support team at once: someone else may hold your account.',
      closing: 'Regards, the Continuum team',
    },
    fr: {
      subject: 'L’adresse électronique de votre compte Continuum a été modifiée',
      greeting: (name: string) => `Bonjour ${name},`,
      body: 'L’adresse électronique de votre compte Continuum a été remplacée par {address}. Si vous êtes à l’origine de ce changement, vous n’avez rien à faire. Sinon, contactez sans attendre notre équipe d’assistance : quelqu’un d’autre dispose peut-être de votre compte.',
      closing: 'Cordialement, l’équipe Continuum',
    },
  },
} as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Template names stored with the message: a resend re-issues the key through the same sender (decision 0052). */
export const ACCOUNT_TEMPLATES = {
  activation: 'account.activation',
  reset: 'account.reset',
  invitation: 'account.invitation',
} as const;

type MailUser = { id: number; email: string; firstName: string; langKey: string };

function compose(
  kind: keyof typeof texts,
  user: MailUser,
  link: string,
  key: string | null,
  values: Record<string, string> = {},
  templateParams: Record<string, string | number> = { userId: user.id },
): OutgoingMail {
  const { langKey: lang, email: to, firstName: name } = user;
  const t = texts[kind][(lang === 'fr' ? 'fr' : 'en') as Lang];
  const body = t.body.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  const text = `${t.greeting(name)}\n\n${body}\n\n${link}\n\n${t.closing}\n`;
  const html = `<!doctype html><html lang="${lang}"><body><p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(
    body,
  )}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(t.closing)}</p></body></html>`;
  if (key === null || kind === 'emailChanged') return { kind, to, subject: t.subject, html, text };
  // The key is delivered, never stored: the stored copy says [redacted] and a resend issues a new key.
  const template = { name: ACCOUNT_TEMPLATES[kind], params: templateParams };
  return { kind, to, subject: t.subject, html, text, secrets: [key], template };
}

export function activationMail(user: MailUser, baseUrl: string, key: string) {
  return compose('activation', user, `${baseUrl}/activate?key=${encodeURIComponent(key)}`, key);
}

/** The invitation of an administrator (issue 17): the register-with-key link of 002; a resend re-issues it by address. */
export function invitationMail(invite: { email: string; firstName: string; langKey: string }, baseUrl: string, key: string) {
  const recipient = { id: 0, email: invite.email, firstName: invite.firstName, langKey: invite.langKey };
  return compose(
    'invitation',
    recipient,
    `${baseUrl}/register?key=${encodeURIComponent(key)}`,
    key,
    {},
    { email: invite.email, langKey: invite.langKey },
  );
}

export function resetMail(user: MailUser, baseUrl: string, key: string) {
  return compose('reset', user, `${baseUrl}/reset/finish?key=${encodeURIComponent(key)}`, key);
}

/**
 * The notice sent to the OLD address when an account's e-mail changes (decision 0053): the owner learns of a
 * change they did not make. The new address is shown masked (first character and domain).
 */
export function emailChangedMail(user: MailUser, newEmail: string, baseUrl: string) {
  return compose('emailChanged', user, `${baseUrl}/`, null, { address: maskEmail(newEmail) });
}

function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}
