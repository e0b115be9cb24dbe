import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkReply, lessonReply, slide } from '../testing/fixtures';
import { renderPlayer } from '../testing/player-test-harness';
import { serveLesson } from '../testing/serve-lesson';

afterEach(() => vi.restoreAllMocks());

describe('TrueFalseInquiry', () => {
  it('sends the picked value; nothing is picked before the learner chooses', async () => {
    const calls = serveLesson({
      lesson: lessonReply([slide('TRUE_FALSE', 'tf')]),
      onSubmit: () => checkReply({ correct: true, taken: true, progressed: true, currentIndex: 1 }),
    });
    renderPlayer();
    const yes = await screen.findByRole('radio', { name: 'True' });
    expect(screen.getByRole('radiogroup', { name: 'Your answer' })).toBeDefined();
    expect(yes).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'False' })).toHaveProperty('checked', false);
    await userEvent.click(yes);
    await userEvent.click(screen.getByRole('button', { name: 'Check Answers' }));
    expect(await screen.findByText('Correct!')).toBeDefined();
    expect(calls.filter((c) => c.path.includes('/submit/')).map((c) => c.body)).toEqual([{ value: true }]);
  });
});
