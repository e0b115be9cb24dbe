import type { IdentityEvidenceRecord } from '@continuum/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { IdentityEvidencePage } from './identity-evidence-page';

afterEach(() => vi.restoreAllMocks());

const record: IdentityEvidenceRecord = {
  version: 1,
  learnerProductId: 5,
  userId: 9,
  login: 'ann',
  courseTitle: 'Real Estate CE',
  generatedAt: '2027-01-05T09:00:00.000Z',
  requirements: { typing: true, signature: true, photoId: false },
  typing: { enrolled: true, lastResult: 'PASS', lastScore: 71, lastVerifiedAt: '2027-01-04T10:00:00.000Z', failures: 0 },
  signature: { enrolled: true, lastResult: 'FAIL', lastAt: '2027-01-04T10:05:00.000Z', lastPurpose: 'EXAM' },
  photoId: { submitted: false, submittedAt: null },
  securityQuestions: { answered: 2, lastAnsweredAt: '2027-01-04T11:00:00.000Z' },
};

describe('IdentityEvidencePage', () => {
  it('shows each check with its requirement, result and time, read from the learner product named in the path', async () => {
    const urls: string[] = [];
    mockFetch((url) => {
      urls.push(url.pathname);
      return jsonResponse(200, record);
    });
    renderRoutes(
      [{ path: '/administration/enrolments/:id/identity-evidence', element: <IdentityEvidencePage /> }],
      '/administration/enrolments/5/identity-evidence',
    );
    expect(await screen.findByRole('heading', { name: 'Identity evidence: ann, Real Estate CE' })).toBeTruthy();
    const typing = screen.getByRole('row', { name: /Typing pattern/ });
    expect(typing.textContent).toContain('Passed (71)');
    expect(typing.textContent).toContain('failures since the last pass: 0');
    const signature = screen.getByRole('row', { name: /Signature/ });
    expect(signature.textContent).toContain('Failed');
    expect(signature.textContent).toContain('last check: exam');
    expect(screen.getByRole('row', { name: /Photo ID/ }).textContent).toContain('Not submitted');
    expect(screen.getByRole('row', { name: /Security questions/ }).textContent).toContain('2 questions answered');
    expect(urls).toContain('/api/admin/identity-evidence/5');
  });
});
