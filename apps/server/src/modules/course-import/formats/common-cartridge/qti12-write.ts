import type { StoredQuestionView } from './export-types.js';

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const field = (label: string, entry: string) =>
  `<qtimetadatafield><fieldlabel>${esc(label)}</fieldlabel><fieldentry>${esc(entry)}</fieldentry></qtimetadatafield>`;

const material = (text: string) => `<material><mattext texttype="text/plain">${esc(text)}</mattext></material>`;

const feedback = (ident: string, text: string) =>
  `<itemfeedback ident="${esc(ident)}"><flow_mat>${material(text)}</flow_mat></itemfeedback>`;

/** One exam question as a QTI 1.2 item of the Common Cartridge multiple-choice profile, key and feedback included. */
function item(q: StoredQuestionView, n: number, tagTitles: Record<string, string>): string {
  const ident = `q${n}_${q.id}`;
  const label = (c: { id: string }) => `${ident}_${c.id}`;
  const category = q.tags[0] ? (tagTitles[q.tags[0]] ?? q.tags[0]) : undefined;
  const choices = q.choices.map((c) => `<response_label ident="${esc(label(c))}">${material(c.text)}</response_label>`).join('');
  const conditions = q.choices
    .map(
      (c) =>
        `<respcondition${c.correct ? ' title="Correct"' : ''}><conditionvar><varequal respident="${ident}_rl">${esc(label(c))}</varequal></conditionvar>` +
        `<setvar action="Set" varname="SCORE">${c.correct ? 100 : 0}</setvar>${c.feedback ? `<displayfeedback feedbacktype="Response" linkrefid="${esc(label(c))}_fb"/>` : ''}</respcondition>`,
    )
    .join('');
  const general = q.explanation
    ? `<respcondition continue="Yes"><conditionvar><other/></conditionvar><displayfeedback feedbacktype="Response" linkrefid="general_fb"/></respcondition>`
    : '';
  const feedbacks = [
    ...q.choices.filter((c) => c.feedback).map((c) => feedback(`${label(c)}_fb`, c.feedback as string)),
    ...(q.explanation ? [feedback('general_fb', q.explanation)] : []),
  ].join('');
  return (
    `<item ident="${esc(ident)}" title="${esc(q.text.slice(0, 80))}"><itemmetadata><qtimetadata>${field('cc_profile', 'cc.multiple_choice.v0p1')}` +
    `${category ? field('cc_question_category', category) : ''}</qtimetadata></itemmetadata>` +
    `<presentation>${material(q.text)}<response_lid ident="${ident}_rl" rcardinality="Single"><render_choice>${choices}</render_choice></response_lid></presentation>` +
    `<resprocessing><outcomes><decvar maxvalue="100" minvalue="0" varname="SCORE" vartype="Decimal"/></outcomes>${general}${conditions}</resprocessing>${feedbacks}</item>`
  );
}

/** An exam as a QTI 1.2 assessment of the Common Cartridge 1.3 profile. */
export function assessmentXml(
  ident: string,
  title: string,
  settings: { allowedAttempts: number; tagTitles?: Record<string, string> | undefined },
  questions: StoredQuestionView[],
): string {
  const attempts = settings.allowedAttempts === -1 ? 'unlimited' : String(settings.allowedAttempts);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
    'xsi:schemaLocation="http://www.imsglobal.org/xsd/ims_qtiasiv1p2 http://www.imsglobal.org/profile/cc/ccv1p3/ccv1p3_qtiasiv1p2p1_v1p0.xsd">\n' +
    `<assessment ident="${esc(ident)}" title="${esc(title)}"><qtimetadata>${field('cc_profile', 'cc.exam.v0p1')}${field('qmd_assessmenttype', 'Examination')}` +
    `${field('qmd_scoretype', 'Percentage')}${field('cc_maxattempts', attempts)}</qtimetadata>\n<section ident="${esc(ident)}_s">\n` +
    questions.map((q, i) => item(q, i + 1, settings.tagTitles ?? {})).join('\n') +
    '\n</section></assessment></questestinterop>\n'
  );
}
