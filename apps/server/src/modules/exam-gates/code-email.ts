import type { GateCodeKind } from '@continuum/contracts';
import type { OutgoingMail } from '../../platform/mail/mailer.js';

const texts = {
  en: {
    ACCESS: { subject: 'Your final exam access code', intro: 'Here is the access code for the final exam of' },
    PROCTOR: { subject: 'Proctor code for a final exam', intro: 'Here is the proctor code for the final exam of' },
    learner: 'Learner',
    expires: 'The code can be used once and expires on',
    closing: 'Regards, the Continuum team',
  },
  fr: {
    ACCESS: { subject: 'Votre code d’accès à l’examen final', intro: 'Voici le code d’accès à l’examen final de' },
    PROCTOR: {
      subject: 'Code de surveillant pour un examen final',
      intro: 'Voici le code de surveillant pour l’examen final de',
    },
    learner: 'Apprenant',
    expires: 'Le code ne peut servir qu’une fois et expire le',
    closing: 'Cordialement, l’équipe Continuum',
  },
} as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The e-mail that carries a newly issued code (the code is in the body only, never in the subject). */
export function gateCodeMail(input: {
  kind: GateCodeKind;
  to: string;
  lang: string;
  courseTitle: string;
  examTitle: string;
  learnerName: string;
  code: string;
  expiresAt: Date;
}): OutgoingMail {
  const t = texts[input.lang === 'fr' ? 'fr' : 'en'];
  const k = t[input.kind];
  const expires = input.expiresAt.toISOString().replace('T', ' ').slice(0, 16);
  const lines = [
    `${k.intro} ${input.courseTitle} (${input.examTitle}).`,
    `${t.learner}: ${input.learnerName}`,
    input.code,
    `${t.expires} ${expires} UTC.`,
    t.closing,
  ];
  const html = `<!doctype html><html lang="${input.lang === 'fr' ? 'fr' : 'en'}"><body>${lines
    .map((l) => (l === input.code ? `<p><strong>${escapeHtml(l)}</strong></p>` : `<p>${escapeHtml(l)}</p>`))
    .join('')}</body></html>`;
  return {
    kind: `exam-gate-code-${input.kind.toLowerCase()}`,
    to: input.to,
    subject: k.subject,
    html,
    text: `${lines.join('\n\n')}\n`,
    // Only the code's keyed hash is kept in its own table; the stored mail keeps no copy either (decision 0052).
    secrets: [input.code],
  };
}
