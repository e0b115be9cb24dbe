import '@mantine/core/styles/List.css';
import type { ExamReviewReply } from '@continuum/contracts';
import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { examReviewPdfHref } from '../api/get-exam-review';
import classes from './exam.module.css';

/**
 * The review of one finished attempt (002 §2 exam review, §3 questions): each question with the learner's
 * answer and the correct one said in words, the choice feedback and explanation; Download opens the PDF
 * (GET pdf/exam/review/{id}) in a new tab, Print prints this page. Only offered where the server allows.
 */
export function ExamReview({ review }: { review: ExamReviewReply }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Group justify="space-between" className={classes.noPrint}>
        <Title order={2} size="h3">
          {t('exam.review.title')}
        </Title>
        <Group gap="sm">
          {review.canDownload && (
            <Anchor href={examReviewPdfHref(review.personAssessmentId)} target="_blank" rel="noopener">
              {t('exam.review.download')}
            </Anchor>
          )}
          <Button variant="default" onClick={() => window.print()}>
            {t('exam.review.print')}
          </Button>
        </Group>
      </Group>
      {review.reviewQuestionMessage && <Text>{review.reviewQuestionMessage}</Text>}
      <ol className={classes.reviewList}>
        {review.questions.map((q) => (
          <li key={q.assessmentQuestionId}>
            <section aria-labelledby={`review-q-${q.currentQuestionNum}`}>
              <Title order={3} size="h5" id={`review-q-${q.currentQuestionNum}`}>
                {t('exam.question.heading', { number: q.currentQuestionNum })}
              </Title>
              <Text mb="xs">{q.questionText}</Text>
              <Text className={q.answerCorrectly ? classes.correct : classes.incorrect}>
                {q.answerCorrectly ? t('exam.review.correct') : t('exam.review.incorrect')}
              </Text>
              <List spacing={2} mt={4}>
                {q.choices.map((c) => {
                  const marks = [
                    c.id === q.userAnswer && t('exam.review.yourAnswer'),
                    c.correct && t('exam.review.correctAnswer'),
                  ]
                    .filter(Boolean)
                    .join(', ');
                  return (
                    <List.Item key={c.id}>
                      {c.questionChoiceText}
                      {marks && <strong>{` (${marks})`}</strong>}
                    </List.Item>
                  );
                })}
              </List>
              {q.userAnswer === null && <Text size="sm">{t('exam.review.unanswered')}</Text>}
              {q.choiceLevelFeedback && (
                <Text size="sm" mt="xs">
                  {q.choiceLevelFeedback}
                </Text>
              )}
              {q.explanation && (
                <Text size="sm" mt="xs" c="dimmed">
                  {q.explanation}
                </Text>
              )}
            </section>
          </li>
        ))}
      </ol>
    </Stack>
  );
}
