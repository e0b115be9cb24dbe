import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CourseMessage } from './course-message';

describe('CourseMessage', () => {
  it('says why the orientation affidavit comes first when the course state asks for it (issue 25 item 29)', () => {
    renderWithProviders(<CourseMessage message={{ key: 'orientationRequired', values: {} }} />);
    expect(screen.getByText('Before you begin, please read and accept the orientation affidavit.')).toBeDefined();
  });

  it('shows nothing for a key it does not know', () => {
    renderWithProviders(<CourseMessage message={{ key: 'somethingElse', values: {} }} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
