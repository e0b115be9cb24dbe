import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { examStatus } from '../testing/fixtures';
import { renderExam } from '../testing/render-exam';
import { serveExam } from '../testing/serve-exam';

afterEach(() => vi.restoreAllMocks());

describe('proctor status on the exam page', () => {
  it('USER_NOT_CREATED says why the proctoring profile could not be made (002 §8)', async () => {
    serveExam({ status: examStatus({ isFinal: true, proctorStatus: 'USER_NOT_CREATED' }) });
    renderExam();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your proctoring profile could not be created because your password is shorter than 6 characters. Change your password, then sign in again.',
    );
  });

  it('says nothing for another proctor status', async () => {
    serveExam({ status: examStatus({ isFinal: true, proctorStatus: 'ACTIVE' }) });
    renderExam();
    await screen.findByRole('button', { name: 'Start Exam' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
