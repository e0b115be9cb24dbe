import type { MatchingAnswer } from '@continuum/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkReply, publicSlide, renderInquiry } from '../testing/inquiry-test-harness';
import { MatchingDndAnswersInquiry } from './matching-dnd-answers';
import { layOutZones } from './matching-dnd-test-layout';

// As the server publishes matchingSample: choices without matchId, matches in an order unrelated to the key.
const slide = publicSlide('MATCHING_DND_ANSWERS', {
  choices: [
    { id: 'fiduciary', text: 'Fiduciary' },
    { id: 'escrow', text: 'Escrow' },
    { id: 'lien', text: 'Lien' },
  ],
  matches: [
    { id: 'claim', text: 'A claim against property' },
    { id: 'deed', text: 'A transfer document' },
    { id: 'trust', text: 'A relationship of trust' },
    { id: 'held-funds', text: 'Funds held by a third party' },
  ],
});

const KEY: Record<string, string> = { fiduciary: 'trust', escrow: 'held-funds', lien: 'claim' };
const grade = (a: MatchingAnswer) => {
  const correct = Object.keys(KEY).every((id) => a.pairs[id] === KEY[id]);
  return checkReply({
    correct,
    answers: a,
    feedback: correct ? 'MA all matched' : 'MA some mismatched',
    optionFeedback: { fiduciary: 'MA fiduciary means trust' },
    taken: correct,
  });
};

const zone = (name: string) => screen.getByRole('region', { name });
const matchFor = (choice: string) => screen.getByRole('combobox', { name: `Match for ${choice}` });

describe('MatchingDndAnswersInquiry', () => {
  let layout: ReturnType<typeof layOutZones>;
  beforeEach(() => {
    layout = layOutZones();
  });
  afterEach(() => layout.mockRestore());

  it('reports the answer only once every choice is matched, then sends the pairs', async () => {
    const user = userEvent.setup();
    const { onAnswerChange, submit } = renderInquiry(MatchingDndAnswersInquiry, slide, { reply: grade });
    await user.selectOptions(matchFor('Fiduciary'), 'A relationship of trust');
    await user.selectOptions(matchFor('Escrow'), 'Funds held by a third party');
    expect(onAnswerChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Check answers' }).hasAttribute('disabled')).toBe(true);
    await user.selectOptions(matchFor('Lien'), 'A claim against property');
    expect(onAnswerChange).toHaveBeenLastCalledWith({ pairs: { fiduciary: 'trust', escrow: 'held-funds', lien: 'claim' } });

    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(submit).toHaveBeenLastCalledWith({ pairs: { fiduciary: 'trust', escrow: 'held-funds', lien: 'claim' } });
    expect((await submit.mock.results[0]?.value)?.correct).toBe(true);
    expect(await screen.findByText('MA fiduciary means trust')).toBeDefined();
  });

  it('swaps two choices when one is dropped on a taken match, so a wrong answer stays complete', async () => {
    const user = userEvent.setup();
    const { submit } = renderInquiry(MatchingDndAnswersInquiry, slide, {
      reply: grade,
      answer: { pairs: { fiduciary: 'trust', escrow: 'held-funds', lien: 'claim' } },
    });
    await user.selectOptions(matchFor('Lien'), 'A relationship of trust');
    expect(within(zone('A relationship of trust')).getByRole('button', { name: 'Lien' })).toBeDefined();
    expect(within(zone('A claim against property')).getByRole('button', { name: 'Fiduciary' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(submit).toHaveBeenLastCalledWith({ pairs: { fiduciary: 'claim', escrow: 'held-funds', lien: 'trust' } });
    expect((await submit.mock.results[0]?.value)?.correct).toBe(false);
    expect(await screen.findByText('MA fiduciary means trust')).toBeDefined();
  });

  // Three full keyboard drags; a loaded 2-core machine can pass the 5 s default.
  it('matches every choice with the keyboard only through dnd-kit', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { onAnswerChange } = renderInquiry(MatchingDndAnswersInquiry, slide, { reply: grade });
    // Zones in reading order: pool, claim, deed, trust, held-funds.
    const drag = async (choice: string, steps: number) => {
      screen.getByRole('button', { name: choice }).focus();
      await user.keyboard(' ');
      await screen.findByText(`Picked up ${choice}.`);
      for (let i = 0; i < steps; i += 1) await user.keyboard('{ArrowRight}');
      await user.keyboard('{Enter}');
      await screen.findByText(new RegExp(`^${choice} was dropped on`));
    };
    await drag('Fiduciary', 3);
    await drag('Escrow', 4);
    await drag('Lien', 1);
    expect(within(zone('A relationship of trust')).getByRole('button', { name: 'Fiduciary' })).toBeDefined();
    expect(within(zone('Funds held by a third party')).getByRole('button', { name: 'Escrow' })).toBeDefined();
    expect(within(zone('A claim against property')).getByRole('button', { name: 'Lien' })).toBeDefined();
    expect(onAnswerChange).toHaveBeenCalledTimes(1);
    expect(onAnswerChange).toHaveBeenLastCalledWith({ pairs: { fiduciary: 'trust', escrow: 'held-funds', lien: 'claim' } });
  });

  it('withdraws the answer when a choice is dragged back to the pool with the keyboard, and reports it again once complete', async () => {
    const user = userEvent.setup();
    const { onAnswerChange } = renderInquiry(MatchingDndAnswersInquiry, slide, {
      reply: grade,
      answer: { pairs: { fiduciary: 'trust', escrow: 'held-funds', lien: 'claim' } },
    });
    screen.getByRole('button', { name: 'Lien' }).focus();
    await user.keyboard(' ');
    await screen.findByText('Picked up Lien.');
    await user.keyboard('{ArrowUp}');
    await screen.findByText('Lien is over Choices to match.');
    await user.keyboard(' ');
    expect(await screen.findByText('Lien was dropped on Choices to match.')).toBeDefined();
    expect(within(zone('Choices to match')).getByRole('button', { name: 'Lien' })).toBeDefined();
    expect(onAnswerChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByRole('button', { name: 'Check answers' }).hasAttribute('disabled')).toBe(true);

    await user.selectOptions(matchFor('Lien'), 'A transfer document');
    expect(onAnswerChange).toHaveBeenLastCalledWith({ pairs: { fiduciary: 'trust', escrow: 'held-funds', lien: 'deed' } });
    expect(onAnswerChange).toHaveBeenCalledTimes(2);
  });

  it('starts over when the player resets (Try Again)', async () => {
    const user = userEvent.setup();
    renderInquiry(MatchingDndAnswersInquiry, slide, { reply: grade });
    await user.selectOptions(matchFor('Fiduciary'), 'A claim against property');
    await user.selectOptions(matchFor('Escrow'), 'A transfer document');
    await user.selectOptions(matchFor('Lien'), 'A relationship of trust');
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(within(zone('Choices to match')).getAllByRole('button')).toHaveLength(3);
  });
});
