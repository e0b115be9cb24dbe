import type { OutgoingMail } from '../../platform/mail/mailer.js';
import type { ItemRow } from './repo.js';

const TEXTS = {
  en: {
    subject: (n: number, day: string) => `Regulator reports: ${n} due by ${day} or overdue`,
    intro: (zone: string, day: string) => `Report items due within 2 days or overdue, on ${day} (${zone}):`,
    line: (i: ItemRow) =>
      `#${i.id} ${i.regulator}, course ${i.approvalNumber}: due ${i.dueOn}, ${i.status}${i.blockedReason ? ` (blocked: ${i.blockedReason})` : ''}`,
    outro: 'Open the compliance dashboard to export them.',
  },
  fr: {
    subject: (n: number, day: string) => `Déclarations aux régulateurs : ${n} à faire d’ici le ${day} ou en retard`,
    intro: (zone: string, day: string) => `Déclarations dues dans les 2 jours ou en retard, le ${day} (${zone}) :`,
    line: (i: ItemRow) =>
      `n° ${i.id} ${i.regulator}, cours ${i.approvalNumber} : échéance ${i.dueOn}, ${i.status}${i.blockedReason ? ` (bloquée : ${i.blockedReason})` : ''}`,
    outro: 'Ouvrez le tableau de bord de conformité pour les exporter.',
  },
} as const;

const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The morning digest to one administrator, in their language (en or fr). It names items by id, regulator, course
 * approval number and due day only: no learner's name or key travels by e-mail.
 */
export function digestMail(to: string, langKey: string, zone: string, day: string, items: ItemRow[]): OutgoingMail {
  const t = langKey === 'fr' ? TEXTS.fr : TEXTS.en;
  const lines = items.map(t.line);
  return {
    kind: 'REGULATOR_REPORT_DIGEST',
    to,
    subject: t.subject(items.length, day),
    text: [t.intro(zone, day), '', ...lines.map((l) => `- ${l}`), '', t.outro].join('\n'),
    html: `<p>${escapeHtml(t.intro(zone, day))}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>${escapeHtml(t.outro)}</p>`,
  };
}
