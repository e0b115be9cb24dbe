import type { FinalAffidavitBody } from '@continuum/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { affidavitFields } from '../testing/affidavit-fixtures';
import { AffidavitForm } from './affidavit-form';

const FIELDS = affidavitFields({ ssn: 'FULL', dateOfBirth: true, age: true, license: true });

function renderForm(submit: (body: FinalAffidavitBody) => Promise<string[]>) {
  const accepted: string[] = [];
  renderWithProviders(
    <AffidavitForm
      fields={FIELDS}
      today="03/14/2026"
      state="TX"
      initial={{ firstName: 'Ada', lastName: 'Lovelace' }}
      cycles={[]}
      cycleLabel="Cycle"
      certificationText={null}
      licenses={[]}
      saveLicense={async (l) =>
        l.licenseNumber ? { errors: [], license: { id: 5 } } : { errors: ['License number is required'] }
      }
      acceptLabel="Accept and go to results"
      submit={submit}
      onAccepted={() => accepted.push('yes')}
    />,
  );
  return accepted;
}

async function closeDialog(user: ReturnType<typeof userEvent.setup>, text: string) {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(text)).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('AffidavitForm', () => {
  it('masks the inputs, shows each failing check in order, asks for a licence, then sends the affidavit', async () => {
    const sent: FinalAffidavitBody[] = [];
    const accepted = renderForm(async (body) => {
      sent.push(body);
      return [];
    });
    const user = userEvent.setup();
    const accept = screen.getByRole('button', { name: 'Accept and go to results' });
    expect(accept).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the statement above.' }));
    // 002 §2: disabled while a required field is empty, and it says why.
    expect(accept).toHaveProperty('disabled', true);
    expect(accept.getAttribute('aria-describedby')).toBe('affidavit-fill-required');
    expect(screen.getByText('Fill in every required field (*) to accept.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Today's date/ }), '03132026');
    expect(screen.getByRole('textbox', { name: /Today's date/ })).toHaveProperty('value', '03/13/2026');
    await user.type(screen.getByRole('textbox', { name: /Social Security Number/ }), '123a456789');
    expect(screen.getByRole('textbox', { name: /Social Security Number/ })).toHaveProperty('value', '123-45-6789');
    await user.type(screen.getByRole('textbox', { name: /Date of Birth/ }), '02301990');
    expect(accept).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByRole('combobox', { name: /Age/ }), '26-40');
    expect(accept).toHaveProperty('disabled', false);
    expect(screen.queryByText('Fill in every required field (*) to accept.')).toBeNull();

    await user.click(accept);
    const licence = await screen.findByRole('alertdialog');
    expect(
      within(licence).getByText('A license for the state must be entered before the Affidavit can be completed.'),
    ).toBeTruthy();
    await user.click(within(licence).getByRole('button', { name: 'Enter License' }));
    const enter = await screen.findByRole('dialog', { name: 'Enter a TX License' });
    await user.type(within(enter).getByRole('textbox', { name: /Renewal Date/ }), '6/30/2027');
    await user.click(within(enter).getByRole('button', { name: 'Save License' }));
    expect(await within(enter).findByText('License number is required')).toBeTruthy();
    // The errors are announced and stay a list: an alert holding the list, not a list made the alert (axe: listitem).
    const announced = within(enter).getByRole('alert');
    expect(within(announced).getByRole('list').tagName).toBe('UL');
    expect(
      within(announced)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['License number is required']);
    await user.type(within(enter).getByRole('textbox', { name: /License Number/ }), 'TX-1');
    await user.click(within(enter).getByRole('button', { name: 'Save License' }));

    await user.click(accept);
    await closeDialog(user, 'Entered date must be: 03/14/2026');
    // The wrong date was cleared, and the dialog gives focus back to the field it was about.
    expect(screen.getByRole('textbox', { name: /Today's date/ })).toHaveProperty('value', '');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Today's date/ }));
    await user.keyboard('03142026');
    await user.click(accept);
    await closeDialog(user, 'Date of Birth is not valid. 02/30/1990');
    await user.clear(screen.getByRole('textbox', { name: /Date of Birth/ }));
    await user.keyboard('07041976');
    await user.click(accept);
    expect(accepted).toEqual(['yes']);
    expect(sent[0]).toMatchObject({
      date: '03/14/2026',
      ssn: '123-45-6789',
      dateOfBirth: '07/04/1976',
      age: '26_40',
      license: { id: 5 },
    });
  });

  it("lists the server's errors as bullets", async () => {
    renderForm(async () => [
      'Password is incorrect',
      'A license for the state must be entered before the Affidavit can be completed.',
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the statement above.' }));
    await user.type(screen.getByRole('textbox', { name: /Today's date/ }), '03142026');
    await user.type(screen.getByRole('textbox', { name: /Social Security Number/ }), '123456789');
    await user.type(screen.getByRole('textbox', { name: /Date of Birth/ }), '07041976');
    await user.selectOptions(screen.getByRole('combobox', { name: /Age/ }), '26-40');
    await user.click(screen.getByRole('button', { name: 'Enter License' }));
    const enter = await screen.findByRole('dialog', { name: 'Enter a TX License' });
    await user.type(within(enter).getByRole('textbox', { name: /Renewal Date/ }), '6/30/2027');
    await user.type(within(enter).getByRole('textbox', { name: /License Number/ }), 'TX-1');
    await user.click(within(enter).getByRole('button', { name: 'Save License' }));
    await user.click(screen.getByRole('button', { name: 'Accept and go to results' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Password is incorrect', 'A license for the state must be entered before the Affidavit can be completed.']);
  });
});
