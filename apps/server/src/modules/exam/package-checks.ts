import { examQuestion, examSettings, toStoredQuestion } from './exam-schema.js';

export interface ExamProblem {
  path: PropertyKey[];
  message: string;
}

const EXAM_TYPES = new Set(['EXAM', 'EXAM_GAUGE']);

/**
 * Problems of a node file's exam parts: only exams have `exam:` and `questions:`; every question has
 * exactly one correct choice and unique ids; a pool draw is possible, including its "new questions" rule.
 */
export function examProblems(node: { type: string; exam?: unknown; questions?: unknown[] | undefined }): ExamProblem[] {
  if (node.exam === undefined && node.questions === undefined) return [];
  if (!EXAM_TYPES.has(node.type)) {
    const field = node.exam !== undefined ? 'exam' : 'questions';
    return [{ path: [field], message: `only EXAM and EXAM_GAUGE nodes have ${field}` }];
  }
  const problems: ExamProblem[] = [];
  const settings = examSettings.safeParse(node.exam ?? {});
  if (!settings.success) {
    for (const i of settings.error.issues) problems.push({ path: ['exam', ...i.path], message: i.message });
  }
  const questions = node.questions ?? [];
  const seen = new Set<string>();
  questions.forEach((raw, i) => {
    const parsed = examQuestion.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ path: ['questions', i, ...issue.path], message: issue.message });
      return;
    }
    const q = toStoredQuestion(parsed.data);
    if (seen.has(q.id)) problems.push({ path: ['questions', i, 'id'], message: `question id "${q.id}" is used twice` });
    seen.add(q.id);
    const correct = q.choices.filter((c) => c.correct).length;
    if (correct !== 1)
      problems.push({ path: ['questions', i, 'choices'], message: `exactly one choice must be correct (found ${correct})` });
    const ids = q.choices.map((c) => c.id);
    if (new Set(ids).size !== ids.length)
      problems.push({ path: ['questions', i, 'choices'], message: 'choice ids must be unique' });
  });
  if (settings.success) {
    const { questionCount, minNewQuestions, passingScore, scoredAsPassFail } = settings.data;
    const drawn = questionCount ?? questions.length;
    if (questionCount !== undefined && questionCount > questions.length) {
      problems.push({
        path: ['exam', 'questionCount'],
        message: `questionCount ${questionCount} is more than the ${questions.length} questions`,
      });
    }
    // The previous attempt used `drawn` questions; only the rest can be new.
    if (minNewQuestions > 0 && minNewQuestions > questions.length - drawn) {
      problems.push({
        path: ['exam', 'minNewQuestions'],
        message: `minNewQuestions ${minNewQuestions} needs a bank of at least ${drawn + minNewQuestions} questions (has ${questions.length})`,
      });
    }
    if (scoredAsPassFail && passingScore === 0) {
      problems.push({ path: ['exam', 'scoredAsPassFail'], message: 'a pass/fail exam needs a passingScore above 0' });
    }
  }
  return problems;
}
