import type { NodeView } from '@continuum/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LockOverlay } from './lock-overlay';

const node = {
  instructorInfo: { instructorRequired: false, ancestorInstructorRequired: false, text: null },
} as unknown as NodeView;

describe('LockOverlay', () => {
  it('draws the lock as a named image, not an emoji that may render as an empty box', () => {
    const { container } = renderWithProviders(<LockOverlay lpId={7} node={node} />);
    const icon = screen.getByRole('img', { name: 'Locked' });
    expect(icon.tagName.toLowerCase()).toBe('svg');
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(screen.getByText('This lesson is locked.')).toBeDefined();
  });
});
