import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkReply, lessonReply, slide } from '../testing/fixtures';
import { renderPlayer } from '../testing/player-test-harness';
import { serveLesson } from '../testing/serve-lesson';

afterEach(() => vi.restoreAllMocks());

const story = slide('COMPLETE_STORY', 'cs', {
  text: 'A [[agent]] owes [[duty]] to the client, even when the [[agent]] is busy.',
  blanks: { agent: {}, duty: { options: ['fiduciary duties', 'nothing'] } },
});

describe('CompleteStoryInquiry', () => {
  it('puts an input or a list in place of each [[name]]; answered only once every blank is filled', async () => {
    const calls = serveLesson({
      lesson: lessonReply([story]),
      onSubmit: () => checkReply({ correct: true, feedback: 'Story complete.', taken: true, progressed: true, currentIndex: 1 }),
    });
    renderPlayer();
    // The name used twice is one blank: both places show and edit the same value.
    const agents = await screen.findAllByRole('textbox', { name: 'Blank 1' });
    expect(agents).toHaveLength(2);
    const duty = screen.getByRole('combobox', { name: 'Blank 2' });
    const check = screen.getByRole('button', { name: 'Check Answers' });

    await userEvent.type(agents[0] as HTMLElement, 'broker');
    expect(agents[1]).toHaveProperty('value', 'broker');
    expect(check).toHaveProperty('disabled', true);
    await userEvent.selectOptions(duty, 'fiduciary duties');
    expect(check).toHaveProperty('disabled', false);
    expect(screen.getByText(/owes/).textContent).toContain('to the client, even when the');

    await userEvent.click(check);
    expect(await screen.findByText('Story complete.')).toBeDefined();
    expect(calls.filter((c) => c.path.includes('/submit/')).map((c) => c.body)).toEqual([
      { blanks: { agent: 'broker', duty: 'fiduciary duties' } },
    ]);
  });
});
