import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { examStatus } from '../testing/fixtures';
import { renderExam } from '../testing/render-exam';
import { callsTo, serveExam } from '../testing/serve-exam';

afterEach(() => vi.restoreAllMocks());

const finalExam = { isFinal: true, title: 'Final Exam', cumulativeExamTime: 60 } as const;

describe('the prompts before a final exam starts (002 §4 step 2, §5)', () => {
  it('access code: a password field; a wrong code is an Access Code Error, the right one starts the exam', async () => {
    const calls = serveExam({ status: examStatus({ ...finalExam, accessRequired: true }), accessCode: 'ABCD-2345' });
    const user = userEvent.setup();
    renderExam();
    await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
    let dialog = await screen.findByRole('dialog', { name: 'Code Required' });
    expect(within(dialog).getByText('A valid access code is required to access the final course exam.')).toBeTruthy();
    const field = within(dialog).getByLabelText('Access code');
    expect(field.getAttribute('type')).toBe('password');
    expect(within(dialog).getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);

    await user.type(field, 'WRONG-1111{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Access Code Error' });
    expect(within(dialog).getByText('The code entered is not valid')).toBeTruthy();
    expect(within(dialog).getByText('Incorrect Access Code')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/exam/nextQuestion')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Access code'), 'ABCD-2345{Enter}');
    await screen.findByRole('heading', { name: 'Question 1' });
    const check = calls.find((c) => c.path.startsWith('/api/accesscode/check/ABCD-2345'));
    expect(check?.method).toBe('POST');
  });

  it('a mistyped access code does not carry over: the proctor prompt that follows starts blank', async () => {
    serveExam({
      status: examStatus({ ...finalExam, accessRequired: true, proctorRequired: true }),
      accessCode: 'ABCD-2345',
      proctorCode: 'PROC-7777',
    });
    const user = userEvent.setup();
    renderExam();
    await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
    await user.type(await screen.findByLabelText('Access code'), 'WRONG-1111{Enter}');
    const error = await screen.findByRole('dialog', { name: 'Access Code Error' });
    await user.type(within(error).getByLabelText('Access code'), 'ABCD-2345{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Proctor Code' });
    expect(within(dialog).getByText('Your proctor must enter the proctor code to start the final exam.')).toBeTruthy();
    expect(within(dialog).queryByText('The Proctor Code is not correct.')).toBeNull();
    expect(within(dialog).queryByText('Incorrect Proctor Code')).toBeNull();
    expect((within(dialog).getByLabelText('Proctor code') as HTMLInputElement).value).toBe('');
    await user.type(within(dialog).getByLabelText('Proctor code'), 'PROC-7777{Enter}');
    await screen.findByRole('heading', { name: 'Question 1' });
  });

  it('too many wrong codes: the server message is shown', async () => {
    serveExam({
      status: examStatus({ ...finalExam, accessRequired: true }),
      intercept: (_m, path) =>
        path.startsWith('/api/accesscode/check/')
          ? jsonResponse(429, {
              status: 429,
              code: 'CODE_GUESSES_EXCEEDED',
              message: 'Too many incorrect codes. Try again in 12 minutes.',
            })
          : undefined,
    });
    const user = userEvent.setup();
    renderExam();
    await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
    await user.type(await screen.findByLabelText('Access code'), 'ABCD-2345{Enter}');
    expect(await screen.findByText('Too many incorrect codes. Try again in 12 minutes.')).toBeTruthy();
  });

  it("proctor code, then the driver's licence (non-blank, with its warning), then POPUP_BEFORE_EXAM, then the exam", async () => {
    const calls = serveExam({
      status: examStatus({
        ...finalExam,
        proctorRequired: true,
        driversLicenseRequired: true,
        popupBeforeExam: 'You have 60 minutes. Do not leave this window.',
      }),
      proctorCode: 'PROC-7777',
    });
    const user = userEvent.setup();
    renderExam();
    await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
    let dialog = await screen.findByRole('dialog', { name: 'Proctor Code' });
    await user.type(within(dialog).getByLabelText('Proctor code'), 'NOPE-0000{Enter}');
    expect(await within(dialog).findByText('The Proctor Code is not correct.')).toBeTruthy();
    expect(within(dialog).getByText('Incorrect Proctor Code')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Proctor code'), 'PROC-7777{Enter}');

    dialog = await screen.findByRole('dialog', { name: "Driver's License" });
    expect(within(dialog).getByText(/may disallow course completion/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText("Driver's License Number is required.")).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/exam/final-exam-user-data/7/40')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Driver's License Number/ }), 'D1234567{Enter}');

    dialog = await screen.findByRole('dialog', { name: 'Before you begin' });
    expect(within(dialog).getByText('You have 60 minutes. Do not leave this window.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/exam/final-exam-user-data/7/40').map((c) => c.body)).toEqual([
      { driversLicense: 'D1234567' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Begin Exam' }));
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(callsTo(calls, 'POST', '/api/exam/nextQuestion')).toHaveLength(1);
  });

  it('Escape closes a prompt without starting', async () => {
    const calls = serveExam({ status: examStatus({ ...finalExam, accessRequired: true }) });
    const user = userEvent.setup();
    renderExam();
    await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
    await screen.findByRole('dialog', { name: 'Code Required' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, 'POST', '/api/exam/nextQuestion')).toHaveLength(0);
  });

  it('gates already passed for this sitting are not asked again', async () => {
    const calls = serveExam({
      status: examStatus({
        ...finalExam,
        accessRequired: true,
        accessCodeAccepted: true,
        driversLicenseRequired: true,
        driversLicenseProvided: true,
      }),
    });
    const user = userEvent.setup();
    renderExam();
    await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(calls.some((c) => c.path.startsWith('/api/accesscode'))).toBe(false);
  });
});
