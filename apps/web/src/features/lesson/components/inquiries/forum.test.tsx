import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkReply, lessonReply, slide } from '../testing/fixtures';
import { renderPlayer } from '../testing/player-test-harness';
import { serveLesson } from '../testing/serve-lesson';

afterEach(() => vi.restoreAllMocks());

describe('ForumInquiry', () => {
  it('shows the question, submits the post (the server posts it) and shows the answerFeedback', async () => {
    const calls = serveLesson({
      lesson: lessonReply([slide('FORUM', 'fo', { forumKey: 'agency', question: 'What would you do?' })]),
      onSubmit: () =>
        checkReply({ correct: null, feedback: 'Thanks for posting!', taken: true, progressed: true, currentIndex: 1 }),
    });
    renderPlayer();
    expect(await screen.findByText('What would you do?')).toBeDefined();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'I would disclose it.');
    await userEvent.click(submit);

    expect(await screen.findByText('Thanks for posting!')).toBeDefined();
    expect(screen.getByText('Your answer has been posted to the forum.')).toBeDefined();
    // Not graded: no verdict.
    expect(screen.queryByText('Correct!')).toBeNull();
    expect(calls.filter((c) => c.path.includes('/submit/')).map((c) => c.body)).toEqual([{ postText: 'I would disclose it.' }]);
    expect(screen.getByRole('button', { name: 'Finish Lesson' })).toHaveProperty('disabled', false);
  });
});
