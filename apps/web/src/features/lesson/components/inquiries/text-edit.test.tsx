import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkReply, lessonReply, slide } from '../testing/fixtures';
import { renderPlayer } from '../testing/player-test-harness';
import { serveLesson } from '../testing/serve-lesson';

afterEach(() => vi.restoreAllMocks());

describe('TextEditInquiry', () => {
  it('blank text is no answer; the typed text is sent and the verdict shown', async () => {
    const calls = serveLesson({
      lesson: lessonReply([slide('TEXT_EDIT', 'te')]),
      onSubmit: () =>
        checkReply({ correct: true, feedback: 'Yes: an intermediary.', taken: true, progressed: true, currentIndex: 1 }),
    });
    renderPlayer();
    const box = await screen.findByRole('textbox', { name: 'Your answer' });
    const check = screen.getByRole('button', { name: 'Check Answers' });
    await userEvent.type(box, '   ');
    expect(check).toHaveProperty('disabled', true);
    await userEvent.type(box, 'Intermediary');
    expect(check).toHaveProperty('disabled', false);
    await userEvent.clear(box);
    expect(check).toHaveProperty('disabled', true);

    await userEvent.type(box, 'Intermediary');
    await userEvent.click(check);
    expect(await screen.findByText('Yes: an intermediary.')).toBeDefined();
    expect(calls.filter((c) => c.path.includes('/submit/')).map((c) => c.body)).toEqual([{ text: 'Intermediary' }]);
  });

  it('Try Again empties the box', async () => {
    serveLesson({
      lesson: lessonReply([slide('TEXT_EDIT', 'te')]),
      onSubmit: () => checkReply({ correct: false, feedback: 'No.', currentIndex: 0 }),
    });
    renderPlayer();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Dual agent');
    await userEvent.click(screen.getByRole('button', { name: 'Check Answers' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveProperty('value', '');
  });
});
