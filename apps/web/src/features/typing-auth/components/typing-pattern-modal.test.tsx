import { TYPING_PHRASES } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inFrench } from '@/test/french';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { TypingPatternModal } from './typing-pattern-modal';

afterEach(() => {
  vi.restoreAllMocks();
});

const PHRASE = TYPING_PHRASES[1] as string;

/** checkuser's reply for the English phrase's counts (the templates they mean). */
const replyOf = (counts: { count: number; mobilecount: number }) => ({
  ...counts,
  templates: [
    ...(counts.count ? [{ textId: 1, device: 'desktop', entries: counts.count }] : []),
    ...(counts.mobilecount ? [{ textId: 1, device: 'mobile', entries: counts.mobilecount }] : []),
  ],
  supervisedEnrolment: false,
});

function serve(counts: { count: number; mobilecount: number }, verify: () => Response = () => jsonResponse(200, {})) {
  const posts: { path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
    if (url.pathname === '/api/thirdpartyauthentication/checkuser/000042/1/1') return jsonResponse(200, replyOf(counts));
    if (init.method === 'POST') {
      posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return url.pathname.includes('/verify/') ? verify() : jsonResponse(200, { count: 2, mobilecount: 0 });
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'not found' });
  });
  return posts;
}

async function typeInto(dialog: HTMLElement, text: string, label = 'Type the sentence') {
  const field = within(dialog).getByRole('textbox', { name: label });
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('TypingPatternModal', () => {
  it('a new user enrols with two entries of the phrase; a wrong text gets the spec message', async () => {
    const posts = serve({ count: 0, mobilecount: 0 });
    const onPassed = vi.fn();
    renderWithProviders(<TypingPatternModal userId={42} lpId={7} rules={{}} onPassed={onPassed} />);
    const dialog = await screen.findByRole('dialog', { name: 'Typing pattern enrollment' });
    await within(dialog).findByText(PHRASE);
    await typeInto(dialog, 'not the sentence at all');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Typing pattern was not recorded please clear typing pattern and try again.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await typeInto(dialog, PHRASE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByText(/entry 2 of 2/);
    await typeInto(dialog, PHRASE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onPassed).toHaveBeenCalled());
    expect(posts).toHaveLength(1);
    const [save] = posts;
    expect(save?.path).toBe('/api/thirdpartyauthentication/save/000042');
    const body = save?.body as { textId: number; device: string; events: { key: string; down: number; up: number }[] }[];
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({ textId: 1, device: 'desktop' });
    // Only the phrase's keys: exactly one press per character typed, each with its down and up time.
    expect(body[1]?.events.map((e) => e.key).join('')).toBe(PHRASE);
    for (const e of body[1]?.events ?? []) expect(e.up).toBeGreaterThanOrEqual(e.down);
  });

  it('a registered user verifies once; failures show the rule texts and the third the final one', async () => {
    let failures = 0;
    const posts = serve({ count: 2, mobilecount: 0 }, () => {
      failures++;
      return jsonResponse(200, { net_score: 12, passed: false, failures, logout: failures >= 3 });
    });
    const rules = {
      SC_STUDENT_AUTHENTICATION_FAILURE_MESSAGE: 'That did not look like you.',
      SC_STUDENT_AUTHENTICATION_FINAL_FAILURE_MESSAGE: 'Locked out: call us.',
    };
    renderWithProviders(<TypingPatternModal userId={42} lpId={7} rules={rules} onPassed={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Typing pattern authentication' });
    await within(dialog).findByText(PHRASE);
    for (let i = 1; i <= 2; i++) {
      await typeInto(dialog, PHRASE);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      await within(dialog).findByText('That did not look like you.');
    }
    expect(within(dialog).getByText('1 attempt left.')).toBeTruthy();
    await typeInto(dialog, PHRASE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByText('Locked out: call us.');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
    expect(posts[0]).toMatchObject({ path: '/api/thirdpartyauthentication/verify/000042', body: { learnerProductId: 7 } });
  });

  it('in French, a learner enrolled with the English sentence is asked for it, and errors are in French (issue 25)', async () => {
    await inFrench();
    const posts: string[] = [];
    mockFetch((url, init) => {
      if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
      if (init.method === 'POST') posts.push(url.pathname);
      if (url.pathname === '/api/thirdpartyauthentication/checkuser/000042/1/2')
        return jsonResponse(200, {
          count: 0,
          mobilecount: 0,
          templates: [{ textId: 1, device: 'desktop', entries: 2 }],
          supervisedEnrolment: false,
        });
      return jsonResponse(200, { net_score: 80, passed: true, failures: 0, logout: false });
    });
    const onPassed = vi.fn();
    renderWithProviders(<TypingPatternModal userId={42} lpId={7} rules={{}} onPassed={onPassed} />);
    // Verification, not a fresh enrolment: the sentence already recorded.
    const dialog = await screen.findByRole('dialog', { name: 'Authentification par profil de frappe' });
    expect((await within(dialog).findByText(PHRASE)).getAttribute('lang')).toBe('en');
    expect(within(dialog).getByText(/Vous avez enregistré votre profil de frappe avec cette phrase/)).toBeTruthy();
    await typeInto(dialog, 'pas la phrase', 'Tapez la phrase');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      within(dialog).getByText('Le profil de frappe n’a pas été enregistré : effacez le profil de frappe et réessayez.'),
    ).toBeTruthy();
    await typeInto(dialog, PHRASE, 'Tapez la phrase');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onPassed).toHaveBeenCalled());
    expect(posts).toEqual(['/api/thirdpartyauthentication/verify/000042']);
  });

  it('a learner enrolled only on a touch device is told so on a computer, with a way forward, not a new enrolment', async () => {
    mockFetch((url) => {
      if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
      return jsonResponse(200, {
        count: 0,
        mobilecount: 2,
        templates: [{ textId: 1, device: 'mobile', entries: 2 }],
        supervisedEnrolment: false,
      });
    });
    renderWithProviders(<TypingPatternModal userId={42} lpId={7} rules={{}} onPassed={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Typing pattern authentication' });
    await within(dialog).findByText(/Your typing pattern was recorded on a touch device/);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/logout');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a status error is no dead end: Try again asks again, Sign out leaves (issue 25)', async () => {
    let calls = 0;
    mockFetch((url) => {
      if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
      calls++;
      return calls === 1
        ? jsonResponse(503, { status: 503, code: 'UNAVAILABLE', message: 'down' })
        : jsonResponse(200, replyOf({ count: 2, mobilecount: 0 }));
    });
    renderWithProviders(<TypingPatternModal userId={42} lpId={7} rules={{}} onPassed={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Typing pattern authentication' });
    await within(dialog).findByText('Error getting third party authenticator Status.');
    expect(within(dialog).getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/logout');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByText(PHRASE);
  });

  it('a refused further enrolment says staff must supervise it, and offers a way out', async () => {
    mockFetch((url, init) => {
      if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
      if (init.method === 'POST')
        return jsonResponse(409, { status: 409, code: 'TYPING_SUPERVISED_ENROLMENT_REQUIRED', message: 'supervision' });
      return jsonResponse(200, replyOf({ count: 0, mobilecount: 0 }));
    });
    renderWithProviders(<TypingPatternModal userId={42} lpId={7} rules={{}} onPassed={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Typing pattern enrollment' });
    await within(dialog).findByText(PHRASE);
    await typeInto(dialog, PHRASE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await typeInto(dialog, PHRASE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByText('A further typing pattern can only be recorded while customer support supervises it.');
    expect(within(dialog).getByRole('link', { name: 'Sign out' })).toBeTruthy();
  });
});
