import type { SortingAnswer } from '@continuum/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkReply, publicSlide, renderInquiry } from '../testing/inquiry-test-harness';
import { MatchingDndGrpInquiry } from './matching-dnd-grp';
import { aLongPage, layOutZones, press } from './matching-dnd-test-layout';

// As the server publishes sortingSample: targets and items without targetId or feedback.
const slide = publicSlide('MATCHING_DND_GRP', {
  targets: [
    { id: 'buyer', text: 'Buyer side' },
    { id: 'seller', text: 'Seller side' },
  ],
  items: [
    { id: 'listing', text: 'Signs the listing' },
    { id: 'offer', text: 'Writes the offer' },
    { id: 'inspection', text: 'Orders the inspection' },
  ],
});

const KEY: Record<string, string> = { offer: 'buyer', inspection: 'buyer', listing: 'seller' };
/** What the server's sorting grader answers: right when every item is in its own target. */
const grade = (a: SortingAnswer) => {
  const correct = Object.keys(KEY).every((id) => a.placements[id] === KEY[id]);
  return checkReply({
    correct,
    answers: a,
    feedback: correct ? 'SO all sorted' : 'SO not sorted',
    optionFeedback: a.placements.offer ? { offer: 'SO offer belongs to the buyer' } : {},
    taken: correct,
  });
};

const zone = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('button', { name });

describe('MatchingDndGrpInquiry', () => {
  let layout: ReturnType<typeof layOutZones>;
  beforeEach(() => {
    layout = layOutZones();
  });
  afterEach(() => layout.mockRestore());

  it('starts with every item in the pool and reports nothing until one is placed', () => {
    const { onAnswerChange } = renderInquiry(MatchingDndGrpInquiry, slide, { reply: grade });
    const pool = zone('Items to place');
    for (const item of ['Signs the listing', 'Writes the offer', 'Orders the inspection'])
      expect(within(pool).getByRole('button', { name: item })).toBeDefined();
    expect(within(zone('Buyer side')).getByText('Drop items here')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Check answers' }).hasAttribute('disabled')).toBe(true);
    expect(onAnswerChange).not.toHaveBeenCalled();
  });

  it('sorts every item right with the selects and sends the placements', async () => {
    const user = userEvent.setup();
    const { submit } = renderInquiry(MatchingDndGrpInquiry, slide, { reply: grade });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group for Writes the offer' }), 'Buyer side');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group for Orders the inspection' }), 'Buyer side');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group for Signs the listing' }), 'Seller side');
    expect(within(zone('Buyer side')).getByRole('button', { name: 'Writes the offer' })).toBeDefined();
    expect(within(zone('Seller side')).getByRole('button', { name: 'Signs the listing' })).toBeDefined();
    expect(within(zone('Items to place')).getByText('Everything is placed.')).toBeDefined();
    // Focus follows the moved item's select, so a keyboard user keeps their place.
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Group for Signs the listing' }));

    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(submit).toHaveBeenLastCalledWith({ placements: { offer: 'buyer', inspection: 'buyer', listing: 'seller' } });
    expect(await screen.findByText('SO offer belongs to the buyer')).toBeDefined();
  });

  it('sends a wrong sorting as placed, partial placements included', async () => {
    const user = userEvent.setup();
    const { submit } = renderInquiry(MatchingDndGrpInquiry, slide, { reply: grade });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group for Writes the offer' }), 'Seller side');
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(submit).toHaveBeenLastCalledWith({ placements: { offer: 'seller' } });
    expect(await screen.findByText('SO offer belongs to the buyer')).toBeDefined();
    expect((await submit.mock.results[0]?.value)?.correct).toBe(false);
  });

  it('drags an item into a target with the keyboard only: pick up, move, drop', async () => {
    const user = userEvent.setup();
    const { onAnswerChange } = renderInquiry(MatchingDndGrpInquiry, slide, { reply: grade });
    const offer = card('Writes the offer');
    expect(offer.getAttribute('aria-roledescription')).toBe('draggable');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(offer);

    await user.keyboard(' ');
    expect(await screen.findByText('Picked up Writes the offer.')).toBeDefined();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Writes the offer is over Buyer side.')).toBeDefined();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Writes the offer is over Seller side.')).toBeDefined();
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    expect(await screen.findByText('Writes the offer was dropped on Buyer side.')).toBeDefined();
    expect(within(zone('Buyer side')).getByRole('button', { name: 'Writes the offer' })).toBeDefined();
    expect(onAnswerChange).toHaveBeenLastCalledWith({ placements: { offer: 'buyer' } });
  });

  it('counts every arrow pressed before the board re-renders, drops where the last one landed and keeps focus on the card', async () => {
    const { onAnswerChange } = renderInquiry(MatchingDndGrpInquiry, slide, { reply: grade });
    card('Signs the listing').focus();
    await press('Space');
    await screen.findByText('Picked up Signs the listing.');
    // A quick double press and the drop before React renders again (one act): dnd-kit's own `over` still
    // names the pool, as it does in a browser when keys come faster than frames.
    const keys = document.activeElement ?? document.body;
    act(() => {
      fireEvent.keyDown(keys, { key: 'ArrowDown', code: 'ArrowDown' });
      fireEvent.keyDown(keys, { key: 'ArrowDown', code: 'ArrowDown' });
      fireEvent.keyDown(keys, { key: 'Enter', code: 'Enter' });
    });
    expect(await screen.findByText('Signs the listing was dropped on Seller side.')).toBeDefined();
    expect(within(zone('Seller side')).getByRole('button', { name: 'Signs the listing' })).toBeDefined();
    expect(onAnswerChange).toHaveBeenLastCalledWith({ placements: { listing: 'seller' } });
    // Focus is on the moved card in the same commit, not a frame later.
    expect(document.activeElement).toBe(card('Signs the listing'));
  });

  it('moves straight down into a zone in the lower half of a page that scrolls further, and brings it into view', async () => {
    // The zones lie one under the other (layOutZones) on a page taller than the window: the seller's zone is
    // below the window's middle. dnd-kit's own KeyboardSensor scrolled the page there instead of moving the
    // card, so "over Seller side" never came (the lesson keyboard journey once the lesson got its sidebar).
    const restore = aLongPage();
    const shown: Element[] = [];
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      shown.push(this);
    });
    try {
      const { onAnswerChange } = renderInquiry(MatchingDndGrpInquiry, slide, { reply: grade });
      card('Signs the listing').focus();
      await press('Space');
      await screen.findByText('Picked up Signs the listing.');
      await press('ArrowDown');
      expect(await screen.findByText('Signs the listing is over Buyer side.')).toBeDefined();
      await press('ArrowDown');
      expect(await screen.findByText('Signs the listing is over Seller side.')).toBeDefined();
      expect(shown.at(-1)).toBe(zone('Seller side'));
      await press('Enter');
      expect(await screen.findByText('Signs the listing was dropped on Seller side.')).toBeDefined();
      expect(onAnswerChange).toHaveBeenLastCalledWith({ placements: { listing: 'seller' } });
    } finally {
      scroll.mockRestore();
      restore();
    }
  });

  it('cancels a keyboard drag with Escape and leaves the item where it was', async () => {
    const user = userEvent.setup();
    const { onAnswerChange } = renderInquiry(MatchingDndGrpInquiry, slide, { reply: grade });
    card('Signs the listing').focus();
    await user.keyboard(' ');
    await screen.findByText('Picked up Signs the listing.');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Moving Signs the listing was cancelled.')).toBeDefined();
    expect(within(zone('Items to place')).getByRole('button', { name: 'Signs the listing' })).toBeDefined();
    expect(onAnswerChange).not.toHaveBeenCalled();
  });

  it('makes the slide unanswered when the last placed item goes back, and clears it when the player resets', async () => {
    const user = userEvent.setup();
    const { onAnswerChange } = renderInquiry(MatchingDndGrpInquiry, slide, { reply: grade });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group for Writes the offer' }), 'Buyer side');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group for Signs the listing' }), 'Seller side');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group for Writes the offer' }), 'Not placed');
    expect(onAnswerChange).toHaveBeenLastCalledWith({ placements: { listing: 'seller' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group for Signs the listing' }), 'Not placed');
    expect(onAnswerChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByRole('button', { name: 'Check answers' }).hasAttribute('disabled')).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Group for Writes the offer' }), 'Seller side');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(within(zone('Items to place')).getAllByRole('button')).toHaveLength(3);
  });

  it('shows the answer it is given (a slide taken earlier)', () => {
    renderInquiry(MatchingDndGrpInquiry, slide, { reply: grade, answer: { placements: { listing: 'seller', ghost: 'buyer' } } });
    expect(within(zone('Seller side')).getByRole('button', { name: 'Signs the listing' })).toBeDefined();
    expect(within(zone('Items to place')).getAllByRole('button')).toHaveLength(2);
  });
});
