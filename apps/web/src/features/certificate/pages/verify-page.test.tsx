import type { CertificateVerification } from '@continuum/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inFrench } from '@/test/french';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { VerifyPage } from './verify-page';

const valid: CertificateVerification = {
  code: 'JKSE-SPM6-2GY5-6ZEC',
  learnerName: 'Ada Lovelace',
  course: 'Ethics 101',
  completedOn: '2026-03-04',
  hours: 2,
  status: 'VALID',
  expiresOn: null,
  revokedOn: null,
  revokedReason: null,
  credentialUrl: 'http://localhost/api/public/certificate/JKSE-SPM6-2GY5-6ZEC/credential',
};

function open(reply: CertificateVerification | number) {
  const fetch = mockFetch(() =>
    typeof reply === 'number' ? jsonResponse(reply, { code: 'NOT_FOUND' }) : jsonResponse(200, reply),
  );
  renderRoutes([{ path: '/verify/:code', element: <VerifyPage /> }], `/verify/${valid.code}`);
  return fetch;
}

afterEach(() => vi.restoreAllMocks());

/** The verdict: the status line that has text (the page's loading region is a status too, and empty). */
async function verdict(): Promise<string> {
  return waitFor(() => {
    const text = screen
      .getAllByRole('status')
      .map((s) => s.textContent ?? '')
      .find((t) => t.startsWith('This') || t.startsWith('Ce'));
    if (!text) throw new Error('no verdict yet');
    return text;
  });
}

describe('the public verification page (issue 28)', () => {
  it('says valid, shows the facts and offers the signed credential', async () => {
    const fetch = open(valid);
    expect(await verdict()).toContain('This certificate is valid.');
    expect(screen.getByRole('rowheader', { name: 'Course' })).toBeDefined();
    expect(screen.getByRole('cell', { name: 'Ada Lovelace' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Download the digital credential (Open Badges 3.0)' }).getAttribute('href')).toBe(
      valid.credentialUrl,
    );
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`api/public/certificate/${valid.code}`);
  });

  it('says revoked, with the date and the reason', async () => {
    open({ ...valid, status: 'REVOKED', revokedOn: '2026-05-06', revokedReason: 'Exam fraud found' });
    const status = await verdict();
    expect(status).toContain('This certificate was revoked on');
    expect(status).toContain('Reason: Exam fraud found');
    expect(status).not.toContain('is valid');
  });

  it('says expired, and shows the last valid day among the facts', async () => {
    open({ ...valid, status: 'EXPIRED', expiresOn: '2026-12-31' });
    expect(await verdict()).toContain('This certificate expired on');
    expect(screen.getByRole('rowheader', { name: 'Valid until' })).toBeDefined();
  });

  it('speaks French', async () => {
    await inFrench();
    open({ ...valid, status: 'REVOKED', revokedOn: '2026-05-06', revokedReason: 'Fraude' });
    expect(await verdict()).toContain('Ce certificat a été révoqué le');
  });

  it('an unknown code is named as such', async () => {
    open(404);
    expect((await screen.findByRole('alert')).textContent).toContain('No certificate has this code.');
  });
});
