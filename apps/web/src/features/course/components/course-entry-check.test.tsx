import { IDENTITY_CHECK_VALID_HOURS } from '@continuum/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberEntryPass } from '@/features/biosig/public/entry-pass';
import { http } from '@/shared/http/client';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { CourseEntryCheck, needsEntryCheck } from './course-entry-check';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const product = (biosigRequired: boolean) =>
  ({ id: 31, biosigRequired, biosigNmlsIdRequired: false, biosigInitFailed: false, rules: {}, accountPhone: null }) as never;

describe('CourseEntryCheck (decision 0091)', () => {
  it('asks only a biosigRequired course, and not again in the same browser session once passed', async () => {
    expect(needsEntryCheck(product(false))).toBe(false);
    expect(needsEntryCheck(product(true))).toBe(true);
    mockFetch((url, req) => {
      if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
      if (url.pathname === '/api/product/31') return jsonResponse(200, product(true));
      if (req.method === 'POST') return jsonResponse(200, { biosigUrl: '/biosig/x1', biosigCallbackId: 'x1' });
      if (url.pathname === '/api/biosigid/response/x1') return new Response('PASS', { status: 200 });
      return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'not found' });
    });
    renderRoutes([{ path: '/lp/31/home', element: <CourseEntryCheck product={product(true)} /> }], '/lp/31/home');
    await screen.findByRole('dialog', { name: 'Biometric Check' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Biometric Check' })).toBeNull(), { timeout: 4000 });
    expect(needsEntryCheck(product(true))).toBe(false);
  });

  it('asks again once the server window (IDENTITY_CHECK_VALID_HOURS, decision 0097) has passed', () => {
    const now = Date.now();
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now);
    rememberEntryPass(31);
    expect(needsEntryCheck(product(true))).toBe(false);
    spy.mockReturnValue(now + (IDENTITY_CHECK_VALID_HOURS - 1) * 3_600_000);
    expect(needsEntryCheck(product(true))).toBe(false);
    spy.mockReturnValue(now + IDENTITY_CHECK_VALID_HOURS * 3_600_000);
    expect(needsEntryCheck(product(true))).toBe(true);
  });

  it('opens the check over the page when a call answers 409 BIOSIG_CHECK_REQUIRED mid-session, the pass forgotten', async () => {
    rememberEntryPass(31);
    mockFetch((url, req) => {
      if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
      if (url.pathname === '/api/product/31') return jsonResponse(200, product(true));
      if (url.pathname === '/api/progression/start/n1')
        return jsonResponse(409, { status: 409, code: 'BIOSIG_CHECK_REQUIRED', message: 'check required' });
      if (req.method === 'POST') return jsonResponse(200, { biosigUrl: '/biosig/x2', biosigCallbackId: 'x2' });
      if (url.pathname === '/api/biosigid/response/x2') return new Response('IN_PROGRESS', { status: 200 });
      return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'not found' });
    });
    renderRoutes([{ path: '/lp/31/lc/1', element: <CourseEntryCheck product={product(true)} /> }], '/lp/31/lc/1');
    expect(screen.queryByRole('dialog', { name: 'Biometric Check' })).toBeNull();
    // Any call of the page meets the server's gate (here the node's start, through the shared client).
    await expect(http('api/progression/start/n1', { method: 'POST' })).rejects.toMatchObject({ code: 'BIOSIG_CHECK_REQUIRED' });
    await screen.findByRole('dialog', { name: 'Biometric Check' });
    expect(needsEntryCheck(product(true))).toBe(true);
  });
});
