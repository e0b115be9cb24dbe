import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/api-error';
import { inFrench } from '@/test/french';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { CourseGateView, courseGateOf } from './course-gate-view';

afterEach(() => vi.restoreAllMocks());

describe('CourseGateView: a phone or tablet refused by the regulator (issue 27)', () => {
  it('409 DEVICE_NOT_ALLOWED is a course gate, said with the way on (a computer) and the way home', async () => {
    mockFetch(() => jsonResponse(404, {}));
    expect(courseGateOf(new ApiError({ status: 409, statusText: 'Conflict', code: 'DEVICE_NOT_ALLOWED', message: 'no' }))).toBe(
      'DEVICE_NOT_ALLOWED',
    );
    renderWithProviders(<CourseGateView lpId={7} gate="DEVICE_NOT_ALLOWED" />);
    expect(await screen.findByText('Not available on phones and tablets')).toBeDefined();
    expect(screen.getByText(/Please continue on a computer\./)).toBeDefined();
  });

  it('in French', async () => {
    await inFrench();
    mockFetch(() => jsonResponse(404, {}));
    renderWithProviders(<CourseGateView lpId={7} gate="DEVICE_NOT_ALLOWED" />);
    expect(await screen.findByText('Non disponible sur téléphone ni tablette')).toBeDefined();
  });
});
