import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { keyPoints, keyPointsLcReply, lockedReply, serve } from '../testing/fixtures';
import { KeyPointsView } from './key-points-view';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('KeyPointsView (lc page of a KEY_POINTS node)', () => {
  it('records the view, lists the key points, toggles the bookmark and offers the way on', async () => {
    let isBookmarked = true;
    const calls = serve({
      'POST /api/product/7/9/key-points/view': () => keyPoints({ isBookmarked }),
      'POST /api/product/7/9/key-points/unbookmark': () => {
        isBookmarked = false;
        return { learningComponentId: 9, isBookmarked: false };
      },
    });
    renderWithProviders(
      <KeyPointsView
        lpId={7}
        reply={keyPointsLcReply()}
        product={undefined}
        continueAction={<button type="button">Continue</button>}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Unit 1: Key Points' })).toBeDefined();
    const list = await screen.findByRole('list', { name: 'Key points' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByText('IABS').tagName).toBe('STRONG');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/product/7/9/key-points/view' });
    await userEvent.click(screen.getByRole('button', { name: 'Bookmarked!' }));
    expect(await screen.findByRole('button', { name: 'Bookmark this key points' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDefined();
  });

  it("says 'There are no Key Points!' when there are none", async () => {
    serve({ 'POST /api/product/7/9/key-points/view': keyPoints({ keypoints: [] }) });
    renderWithProviders(<KeyPointsView lpId={7} reply={keyPointsLcReply()} product={undefined} />);
    expect(await screen.findByText('There are no Key Points!')).toBeDefined();
  });

  it('shows the exempt and optional banners with the texts the server gives, the default otherwise', async () => {
    serve({ 'POST /api/product/7/9/key-points/view': keyPoints() });
    renderWithProviders(
      <KeyPointsView
        lpId={7}
        reply={keyPointsLcReply({
          exemptInfo: {
            exempt: false,
            ancestorExempt: true,
            statusText: null,
            helpText: null,
            childBannerText: 'Passing the unit exam exempts you from this section',
          },
          optionalInfo: { optional: true, ancestorOptional: false, optionalStatusText: null },
        })}
        product={undefined}
      />,
    );
    expect(await screen.findByText('Passing the unit exam exempts you from this section')).toBeDefined();
    expect(screen.getByText('This part of the course is optional.')).toBeDefined();
  });

  it('shows its own lock and asks nothing of the server while locked', async () => {
    const calls = serve({ 'POST /api/product/7/9/key-points/view': lockedReply() });
    renderWithProviders(
      <KeyPointsView lpId={7} reply={keyPointsLcReply({ locked: true, status: 'LOCKED' })} product={undefined} />,
    );
    expect(await screen.findByText('These key points are locked until you reach them in the course.')).toBeDefined();
    expect(calls).toHaveLength(0);
  });
});
