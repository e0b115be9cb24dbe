import type { AffidavitFields } from '@continuum/contracts';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/test/render';

/** An affidavit that asks for nothing beyond the name and date; a test switches on what it is about. */
export function affidavitFields(over: Partial<AffidavitFields> = {}): AffidavitFields {
  return {
    middleNameRequired: false,
    ssn: 'NONE',
    driversLicenseNumber: false,
    nrds: false,
    dateOfBirth: false,
    age: false,
    gender: false,
    education: false,
    martialStatus: false,
    employmentStatus: false,
    ethnicity: false,
    password: false,
    idNumber: false,
    nmlsId: false,
    countyOfResidence: false,
    license: false,
    cycle: false,
    ...over,
  };
}

type Reply = (body: Record<string, unknown>) => Response;

/**
 * The affidavit pages' server, outside the machine: each `METHOD /path` answers what its function makes of the sent
 * body (a new Response each call: a body reads once); every other call is a 404.
 */
export function mockAffidavitApi(replies: Record<string, Reply>) {
  return mockFetch((url, init) => {
    const reply = replies[`${init.method ?? 'GET'} ${url.pathname}`];
    return reply ? reply(init.body ? JSON.parse(String(init.body)) : {}) : jsonResponse(404, {});
  });
}

/** Signs the form as a learner does: today's date, the agreement ticked, the accept button. */
export async function signAffidavit(user: UserEvent, before?: () => Promise<void>, accept = 'Accept and go to results') {
  await user.type(await screen.findByRole('textbox', { name: /Today's date/ }), '03142026');
  await before?.();
  await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
  await user.click(screen.getByRole('button', { name: accept }));
}
