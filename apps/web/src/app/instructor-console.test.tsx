import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { InstructorConsole } from './instructor-console';

describe('the instructor console', () => {
  it('lists its own screens and those other features build for it, each a link to its page', async () => {
    renderRoutes([{ path: '/instructor/*', element: <InstructorConsole /> }], '/instructor');
    expect((await screen.findByRole('link', { name: 'Availability' })).getAttribute('href')).toBe('/instructor/availability');
    expect(screen.getByRole('link', { name: 'Assignments to comment' }).getAttribute('href')).toBe('/instructor/assignments');
    expect(screen.getByRole('link', { name: 'Forum reports' }).getAttribute('href')).toBe('/instructor/forum-reports');
  });
});
