import type { MyCertificate } from '@continuum/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { MyCertificatesPage } from './my-certificates-page';

afterEach(() => vi.restoreAllMocks());

const certificate: MyCertificate = {
  learnerProductId: 42,
  code: 'ABCD-EFGH',
  learnerName: 'Ann Lee',
  course: 'Ethics 101',
  completedOn: '2026-03-04',
  hours: 2,
  status: 'VALID',
  expiresOn: '2028-03-04',
  revokedOn: null,
  revokedReason: null,
  credentialUrl: 'http://localhost/api/public/certificate/ABCD-EFGH/credential',
};

function serve(list: MyCertificate[]) {
  const asked: string[] = [];
  mockFetch((url) => {
    asked.push(url.pathname);
    return jsonResponse(200, list);
  });
  renderRoutes([{ path: '/certificates', element: <MyCertificatesPage /> }], '/certificates');
  return asked;
}

describe('MyCertificatesPage', () => {
  it('lists each certificate with its PDF and credential downloads, reachable by keyboard', async () => {
    const asked = serve([
      certificate,
      { ...certificate, learnerProductId: 43, code: 'WXYZ-1234', course: 'Law 2', status: 'REVOKED' },
    ]);
    expect(await screen.findByRole('heading', { name: 'My certificates' })).toBeTruthy();
    expect(asked).toContain('/api/certificates');
    const pdf = screen.getByRole('link', { name: 'PDF of Ethics 101' });
    expect(pdf.getAttribute('href')).toBe('/pdf/certificate/42');
    const credential = screen.getByRole('link', { name: 'Digital credential of Ethics 101 (JSON)' });
    expect(credential.getAttribute('href')).toBe(certificate.credentialUrl);
    expect(screen.getByRole('link', { name: 'PDF of Law 2' }).getAttribute('href')).toBe('/pdf/certificate/43');
    expect(screen.getByRole('cell', { name: 'Valid' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Revoked' })).toBeTruthy();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(pdf);
    await user.tab();
    expect(document.activeElement).toBe(credential);
  });

  it('says so when there is none', async () => {
    serve([]);
    expect(await screen.findByText('You have no certificates yet.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
