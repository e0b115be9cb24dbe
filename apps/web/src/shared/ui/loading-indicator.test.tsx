import { loadingIndicator } from '@continuum/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingIndicator } from './loading-indicator';

const bar = () => screen.queryByRole('progressbar', { name: 'Loading' });
const message = () => screen.queryByText('Loading...');
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('LoadingIndicator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec timings: bar at 200 ms, message at 500 ms, forced end at 300000 ms', () => {
    expect(loadingIndicator).toEqual({ barAfterMs: 200, messageAfterMs: 500, forcedEndMs: 300000 });
    render(<LoadingIndicator active />);

    advance(199);
    expect(bar()).toBeNull();
    advance(1);
    expect(bar()).not.toBeNull();
    expect(message()).toBeNull();

    advance(299);
    expect(message()).toBeNull();
    advance(1);
    expect(message()).not.toBeNull();
    expect(bar()).not.toBeNull();

    advance(300_000 - 500 - 1);
    expect(bar()).not.toBeNull();
    advance(1);
    expect(bar()).toBeNull();
    expect(message()).toBeNull();
  });

  it('shows nothing for work that ends before 200 ms, and restarts the delays next time', () => {
    const { rerender } = render(<LoadingIndicator active />);
    advance(150);
    rerender(<LoadingIndicator active={false} />);
    advance(1_000);
    expect(bar()).toBeNull();

    rerender(<LoadingIndicator active />);
    advance(199);
    expect(bar()).toBeNull();
    advance(1);
    expect(bar()).not.toBeNull();
  });

  it('hides at once when the work ends', () => {
    const { rerender } = render(<LoadingIndicator active />);
    advance(600);
    expect(message()).not.toBeNull();
    rerender(<LoadingIndicator active={false} />);
    expect(bar()).toBeNull();
    expect(message()).toBeNull();
  });
});
