import type { ItemAnalysisReply } from '@continuum/contracts';

/**
 * One RFC 4180 field. Numbers go out bare (a negative correlation is a number, not a formula); text is quoted,
 * inner quotes doubled, and text a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading '.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toFixed(6))) : '';
  const s = String(value);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const ITEM_CSV_COLUMNS = [
  'source',
  'examId',
  'examTitle',
  'examAttempts',
  'examMeanScore',
  'examSdScore',
  'examPassRate',
  'examKr20Form1',
  'questionKey',
  'questionText',
  'active',
  'responses',
  'omitted',
  'difficulty',
  'pointBiserial',
  'upperLowerIndex',
  'groupSize',
  'averageSeconds',
  'timedResponses',
  'flags',
  'choices',
] as const;

/** `a*: 10 (upper 3, lower 1)`: each choice, the key starred, joined by " | ". */
const choicesCell = (choices: ItemAnalysisReply['exams'][number]['items'][number]['choices']) =>
  choices
    .map((c) => `${c.choiceId}${c.correct ? '*' : ''}: ${c.picked} (upper ${c.pickedUpper}, lower ${c.pickedLower})`)
    .join(' | ');

/**
 * The reply as CSV (the same figures as the JSON): one row per exam item (`source` exam) with its exam's figures
 * repeated, then one per graded lesson inquiry (`source` lesson: questionKey and questionText are the slide's key
 * and title, responses the learners, difficulty the first-try share right; the figures a lesson has not are empty).
 */
export function itemAnalysisCsv(reply: ItemAnalysisReply): string {
  const lines = [ITEM_CSV_COLUMNS.join(',')];
  for (const exam of reply.exams) {
    for (const item of exam.items) {
      const row = [
        'exam',
        exam.examId,
        exam.title,
        exam.attempts,
        exam.meanScore,
        exam.sdScore,
        exam.passRate,
        exam.forms[0]?.kr20 ?? null,
        item.key,
        item.text,
        item.active,
        item.responses,
        item.omitted,
        item.difficulty,
        item.pointBiserial,
        item.upperLowerIndex,
        item.groupSize,
        item.averageSeconds,
        item.timedResponses,
        item.flags.join(' '),
        choicesCell(item.choices),
      ];
      lines.push(row.map(csvField).join(','));
    }
  }
  for (const inquiry of reply.inquiries) {
    const row = new Map<(typeof ITEM_CSV_COLUMNS)[number], string | number | boolean | null>([
      ['source', 'lesson'],
      ['questionKey', inquiry.key],
      ['questionText', inquiry.title],
      ['active', true],
      ['responses', inquiry.learners],
      ['difficulty', inquiry.firstTryDifficulty],
      ['flags', inquiry.flags.join(' ')],
    ]);
    lines.push(ITEM_CSV_COLUMNS.map((c) => csvField(row.get(c) ?? null)).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
