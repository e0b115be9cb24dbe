import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { NextStepButton } from './next-step-button';

describe('NextStepButton', () => {
  it('ORIENTATION links to the orientation affidavit of the learner product (issue 25 item 29)', async () => {
    renderWithProviders(
      <NextStepButton
        lpId={7}
        state={{ courseStarted: false, courseNextStep: { type: 'ORIENTATION', id: null, title: null, disabled: false } }}
        onSelectStartDate={() => undefined}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Sign the Orientation Affidavit' });
    expect(link.getAttribute('href')).toBe('/affidavit/orientation/7');
  });
});
