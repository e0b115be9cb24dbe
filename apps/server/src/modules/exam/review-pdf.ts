import type { ExamReviewReply } from '@continuum/contracts';

const LETTERS = 'abcdefgh';

/**
 * The review of a finished attempt as a PDF (GET pdf/exam/review/{id}): header figures, then every
 * question with the learner's answer, the correct one and the feedback. Built in memory: a review is a
 * few pages.
 */
export async function reviewPdf(
  review: ExamReviewReply,
  meta: { examTitle: string; learnerName: string; courseTitle: string },
): Promise<Buffer> {
  // Loaded on first use, not at boot (decision 0177).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: `${meta.examTitle} review`, Author: 'Continuum' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(18).text(meta.examTitle);
  doc.fontSize(11).fillColor('#444').text(meta.courseTitle).text(meta.learnerName).moveDown();
  const score = review.examScoredAsPassFail ? '' : ` with ${review.examScore ?? 0}%`;
  const outcome =
    review.passingScore > 0 ? `${review.examPassed ? 'Passed' : 'Not passed'}${score}` : `Score: ${review.examScore ?? 0}%`;
  doc.fillColor('#000').fontSize(12).text(`Attempt ${review.attemptNumber}: ${outcome}`);
  // A pass/fail exam's counts are withheld (null): only the time.
  const counts = review.numCorrect === null ? '' : `Correct: ${review.numCorrect} of ${review.numQuestions}. `;
  doc.text(`${counts}Time taken: ${review.elapsedTimeText}.`);
  if (review.passingScore > 0) doc.text(`Passing score: ${review.passingScore}%`);
  doc.text(`Finished: ${review.finishedAt.replace('T', ' ').slice(0, 16)} UTC`).moveDown();
  for (const q of review.questions) {
    doc.fontSize(12).fillColor('#000').text(`${q.currentQuestionNum}. ${q.questionText}`, { paragraphGap: 4 });
    // Lettered by place, as the learner saw them (their own order); the same letters as the review's shown ids.
    for (const [i, c] of q.choices.entries()) {
      const marks = `${c.id === q.userAnswer ? '(your answer) ' : ''}${c.correct ? '(correct) ' : ''}`;
      doc
        .fontSize(10)
        .fillColor(c.correct ? '#1b5e20' : '#000')
        .text(`   ${LETTERS[i] ?? '-'}) ${c.questionChoiceText} ${marks}`.trimEnd());
    }
    const verdict = q.userAnswer === null ? 'Not answered.' : q.answerCorrectly ? 'Correct.' : 'Incorrect.';
    doc.fillColor('#000').fontSize(10).text(verdict);
    if (q.choiceLevelFeedback) doc.fillColor('#444').text(q.choiceLevelFeedback);
    if (q.explanation) doc.fillColor('#444').text(q.explanation);
    doc.moveDown();
  }
  doc.end();
  return done;
}
