import type { ImportedNode, ImportedQuestion } from './model.js';

/** A question bank without structure: one bank node per category, in the order categories first appear. */
export function groupByCategory(questions: ImportedQuestion[]): ImportedNode[] {
  const banks = new Map<string, { title: string; questions: ImportedQuestion[]; ref: ImportedQuestion['ref'] }>();
  for (const q of questions) {
    const key = q.category.join('/') || 'questions';
    const bank = banks.get(key) ?? { title: q.category.join(' / ') || 'Questions', questions: [], ref: q.ref };
    bank.questions.push(q);
    banks.set(key, bank);
  }
  return [...banks].map(([key, b]) => ({ kind: 'bank', sourceId: key, ref: b.ref, title: b.title, questions: b.questions }));
}
