import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkReply, lessonReply, slide } from '../testing/fixtures';
import { renderPlayer } from '../testing/player-test-harness';
import { serveLesson } from '../testing/serve-lesson';

afterEach(() => vi.restoreAllMocks());

const choices = [
  { id: 'loyalty', text: 'Loyalty' },
  { id: 'care', text: 'Care' },
  { id: 'profit', text: 'Profit' },
];
const bodies = (calls: { path: string; body: unknown }[]) => calls.filter((c) => c.path.includes('/submit/')).map((c) => c.body);

describe('MultipleChoiceInquiry', () => {
  it('one answer: radio buttons; sends the picked choice and shows its feedback after the check', async () => {
    const calls = serveLesson({
      lesson: lessonReply([slide('MULTIPLE_CHOICE', 'mc', { choices, multiple: false })]),
      onSubmit: () =>
        checkReply({
          correct: false,
          feedback: 'Not quite.',
          optionFeedback: { profit: 'Profit is not a duty.' },
          taken: true,
          progressed: true,
          currentIndex: 1,
        }),
    });
    renderPlayer();
    const group = await screen.findByRole('radiogroup', { name: 'Choose one answer' });
    expect(group).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: 'Care' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Profit' }));
    expect(screen.getByRole('radio', { name: 'Care' })).toHaveProperty('checked', false);
    expect(screen.queryByText('Profit is not a duty.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Check Answers' }));

    expect(await screen.findByText('Profit is not a duty.')).toBeDefined();
    expect(screen.getByText('Incorrect')).toBeDefined();
    expect(bodies(calls)).toEqual([{ choiceIds: ['profit'] }]);
    // The lesson does not require correct answers here: the server moved on, so Next is open.
    expect(screen.getByRole('button', { name: 'Finish Lesson' })).toHaveProperty('disabled', false);
  });

  it('several answers: checkboxes in the authored order; unticking the last one makes it unanswered', async () => {
    const calls = serveLesson({
      lesson: lessonReply([slide('MULTIPLE_CHOICE', 'mc', { choices, multiple: true })]),
      onSubmit: () =>
        checkReply({
          correct: true,
          optionFeedback: { loyalty: 'Loyalty is owed.', care: 'Care is owed.' },
          taken: true,
          progressed: true,
          currentIndex: 1,
        }),
    });
    renderPlayer();
    await screen.findByRole('group', { name: 'Choose every answer that applies' });
    const check = screen.getByRole('button', { name: 'Check Answers' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Care' }));
    expect(check).toHaveProperty('disabled', false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Care' }));
    expect(check).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Care' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Loyalty' }));
    await userEvent.click(check);
    expect(await screen.findByText('Loyalty is owed.')).toBeDefined();
    expect(screen.getByText('Care is owed.')).toBeDefined();
    expect(bodies(calls)).toEqual([{ choiceIds: ['loyalty', 'care'] }]);
  });
});
