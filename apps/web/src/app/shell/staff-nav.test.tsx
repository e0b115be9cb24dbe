import { Authority } from '@continuum/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { learnerAccount } from '@/test/accounts';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { StaffNav } from './staff-nav';

afterEach(() => vi.restoreAllMocks());

describe('StaffNav', () => {
  it('links instructors to the instructor console, and nobody else', () => {
    mockFetch(() => jsonResponse(200, {}));
    const instructor = { ...learnerAccount, authorities: [Authority.AUTHENTICATED, Authority.INSTRUCTOR] };
    const { unmount } = renderRoutes([{ path: '/', element: <StaffNav account={instructor} /> }], '/');
    expect(screen.getByRole('link', { name: 'Instructor console' }).getAttribute('href')).toBe('/instructor');
    unmount();
    renderRoutes([{ path: '/', element: <StaffNav account={learnerAccount} /> }], '/');
    expect(screen.queryByRole('link', { name: 'Instructor console' })).toBeNull();
  });
});
