import type { HotSpotAnswer } from '@continuum/contracts';
import { lessonImagePath } from '@continuum/contracts';
import { fireEvent, getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inFrench } from '@/test/french';
import { checkReply, publicSlide, renderInquiry } from '../testing/inquiry-test-harness';
import { HotSpotInquiry } from './hot-spot';

// As the server publishes hotSpotSample: image 400 x 300 at (10, 20) in the answer area, no spots, and
// bgImage as the address of the lesson image route (GET asset-storage/lesson/{lpId}/{lessonId}/{path}).
const IMAGE_URL = lessonImagePath(7, 9, 'house.png');
const slide = publicSlide('HOT_SPOT', {
  title: 'Find the door',
  bgImage: IMAGE_URL,
  bgWidth: 400,
  bgHeight: 300,
  bgOffsetX: 10,
  bgOffsetY: 20,
});

/** The sample's door: rect (50, 50) 100 x 80 on the image, so (60..160, 70..150) in the area. */
const inDoor = ({ x, y }: { x: number; y: number }) => x >= 60 && x <= 160 && y >= 70 && y <= 150;
const grade = (a: HotSpotAnswer) => {
  const correct = a.points.length > 0 && a.points.every(inDoor);
  return checkReply({
    correct,
    answers: a,
    feedback: correct ? 'HS all found' : 'HS missed',
    optionFeedback: a.points.some(inDoor) ? { door: 'HS the door' } : {},
  });
};

const area = () => screen.getByRole('application', { name: 'Find the door: image to mark' });

describe('HotSpotInquiry', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the image from the lesson image route at its offset and size inside an area that includes the offset', () => {
    renderInquiry(HotSpotInquiry, slide, { reply: grade });
    const image = area().querySelector('image');
    expect(IMAGE_URL).toBe('/asset-storage/lesson/7/9/house.png');
    expect(image?.getAttribute('href')).toBe(IMAGE_URL);
    expect([image?.getAttribute('x'), image?.getAttribute('y')]).toEqual(['10', '20']);
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['400', '300']);
    expect(area().querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 410 320');
    expect(screen.getByText('No spot marked yet.')).toBeDefined();
  });

  it('turns a click on the area shown at half size into area coordinates, and sends them', async () => {
    const user = userEvent.setup();
    const { submit } = renderInquiry(HotSpotInquiry, slide, { reply: grade });
    // Shown at half size, 100 px from the left and 50 px from the top of the viewport.
    vi.spyOn(area(), 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 50, 205, 160));
    fireEvent.click(area(), { clientX: 155, clientY: 105 });
    const spots = screen.getByRole('list', { name: 'Spots you marked' });
    expect(within(spots).getByText('Spot 1: 25% across, 30% down')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(submit).toHaveBeenLastCalledWith({ points: [{ x: 110, y: 110 }] });
    expect((await submit.mock.results[0]?.value)?.correct).toBe(true);
    expect(await screen.findByText('HS the door')).toBeDefined();
  });

  it('marks a wrong spot and gets no spot feedback for it', async () => {
    const user = userEvent.setup();
    const { submit } = renderInquiry(HotSpotInquiry, slide, { reply: grade });
    vi.spyOn(area(), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 410, 320));
    fireEvent.click(area(), { clientX: 400, clientY: 300 });
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(submit).toHaveBeenLastCalledWith({ points: [{ x: 400, y: 300 }] });
    expect((await submit.mock.results[0]?.value)?.correct).toBe(false);
    expect(screen.queryByText('HS the door')).toBeNull();
  });

  it('chooses a spot with the keyboard only: arrows move the marker, Enter marks it', async () => {
    const user = userEvent.setup();
    const { onAnswerChange, submit } = renderInquiry(HotSpotInquiry, slide, { reply: grade });
    await user.tab();
    expect(document.activeElement).toBe(area());
    // The marker starts in the middle of the image (210, 170); a step is 300 / 40 = 8 px (rounded), Shift 40 px.
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowUp}{/Shift}{ArrowUp}');
    expect(screen.getByText('Marker at 30% across, 34% down.')).toBeDefined();
    await user.keyboard('{Enter}');
    expect(onAnswerChange).toHaveBeenLastCalledWith({ points: [{ x: 130, y: 122 }] });
    expect(screen.getByText('Spot 1 marked at 30% across, 34% down.')).toBeDefined();

    await user.keyboard('{ArrowRight}[Space]');
    expect(onAnswerChange).toHaveBeenLastCalledWith({
      points: [
        { x: 130, y: 122 },
        { x: 138, y: 122 },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Remove spot 1' }));
    expect(onAnswerChange).toHaveBeenLastCalledWith({ points: [{ x: 138, y: 122 }] });
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(submit).toHaveBeenLastCalledWith({ points: [{ x: 138, y: 122 }] });
    expect(await screen.findByText('HS the door')).toBeDefined();

    // Removing the last spot makes the slide unanswered again.
    await user.click(screen.getByRole('button', { name: 'Remove spot 1' }));
    expect(onAnswerChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByText('No spot marked yet.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Check answers' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps the marker inside the area and forgets the spots when the player resets', async () => {
    const user = userEvent.setup();
    const { onAnswerChange } = renderInquiry(HotSpotInquiry, slide, { reply: grade });
    area().focus();
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}{Enter}');
    expect(onAnswerChange).toHaveBeenLastCalledWith({ points: [{ x: 0, y: 170 }] });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('No spot marked yet.')).toBeDefined();
  });

  it('names the marker’s place in French percents, a no-break space before each sign', async () => {
    await inFrench();
    const user = userEvent.setup();
    renderInquiry(HotSpotInquiry, slide, { reply: grade });
    await user.tab();
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowUp}{/Shift}{ArrowUp}');
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    const place = /^Repère à 30[\u00a0\u202f]% de la largeur, 34[\u00a0\u202f]% de la hauteur\.$/;
    expect(screen.getByText(place, exact)).toBeDefined();
  });
});
