import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { InstructorEmailButton, SupportLinks } from './support-buttons';

afterEach(() => {
  vi.restoreAllMocks();
});

const account = {
  login: 'ann',
  email: 'ann@example.test',
  firstName: 'Ann',
  lastName: 'Lee',
  authorities: ['ROLE_AUTHENTICATED'],
};

function serve(reply: (path: string) => Response, rules: Record<string, string> = {}) {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  mockFetch((url, init) => {
    if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
    if (url.pathname === '/api/account') return jsonResponse(200, account);
    if (url.pathname === '/api/product/7') return jsonResponse(200, { id: 7, courseTitle: 'Ethics 101', rules });
    if (init.method === 'POST') {
      posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return reply(url.pathname);
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'not found' });
  });
  return posts;
}

const failed = () => jsonResponse(500, { status: 500, code: 'INTERNAL', message: 'failed' });

describe('Contact us', () => {
  it('opens lazily from its link, needs e-mail, subject and comments, and posts api/support/email', async () => {
    const posts = serve(() => jsonResponse(200, { sent: 1 }));
    renderWithProviders(<SupportLinks lpId={7} variant="links" />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    const email = within(dialog).getByRole('textbox', { name: /Your e-mail address/ });
    await waitFor(() => expect((email as HTMLInputElement).value).toBe('ann@example.test'));
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Locked unit');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Comments/ }), 'Unit 2 is locked.');
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    await userEvent.click(send);
    expect(await within(dialog).findByText('Success!')).toBeTruthy();
    expect(within(dialog).getByText('Thank you for contacting support... Our team will be contacting you soon.')).toBeTruthy();
    expect(posts).toEqual([
      {
        path: '/api/support/email',
        body: expect.objectContaining({
          preferredEmailAddress: 'ann@example.test',
          subject: 'Locked unit',
          comments: 'Unit 2 is locked.',
          learnerProductId: 7,
          course: 'Ethics 101',
          name: 'Ann Lee',
        }),
      },
    ]);
  });

  it("a failure says so with the spec's text, and the form stays for another try", async () => {
    serve(failed);
    renderWithProviders(<SupportLinks lpId={7} variant="links" />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    await waitFor(() => expect((within(dialog).getByRole('textbox', { name: /e-mail/ }) as HTMLInputElement).value).not.toBe(''));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'S');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Comments/ }), 'C');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Email failed to be sent, please try again or call customer service',
    );
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeTruthy();
  });
});

describe('Submit feedback', () => {
  it("shows the course's header rule, is disabled while empty, refuses over 500 with the spec's messages, then posts", async () => {
    const posts = serve(() => jsonResponse(201, { id: 1 }), { SC_STANDARD_MESSAGING_FEEDBACK_FORM_HEADER: 'How are we doing?' });
    renderWithProviders(<SupportLinks lpId={7} variant="buttons" />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Feedback' });
    expect(await within(dialog).findByText('How are we doing?')).toBeTruthy();
    const box = within(dialog).getByRole('textbox', { name: /Feedback/ });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit.hasAttribute('disabled')).toBe(true);

    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    expect(within(dialog).getByText('Feedback text limit is 500 characters')).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(box, { target: { value: '' } });
    expect(within(dialog).getByText('Feedback text is required')).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);

    fireEvent.change(box, { target: { value: 'Great course' } });
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Thank you for your feedback.')).toBeTruthy();
    expect(posts[0]?.path).toBe('/api/support/feedback');
    expect(posts[0]?.body).toMatchObject({
      feedback: 'Great course',
      learnerProductId: 7,
      device: 'desktop',
      course: 'Ethics 101',
    });
    expect(String(posts[0]?.body.url)).toContain('http');
    expect(posts[0]?.body.browser).toBeTruthy();
  });

  it("a failure shows 'Feedback failed to be submitted…'", async () => {
    serve(failed);
    renderWithProviders(<SupportLinks lpId={7} variant="links" />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Feedback' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Feedback/ }), { target: { value: 'Hi' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Feedback failed to be submitted, please try again or call customer service',
    );
  });
});

describe('Instructor e-mail', () => {
  it("defaults the help text to 'What can we help you with?' and shows 'Success!' once sent", async () => {
    const posts = serve(() => jsonResponse(200, { sent: 2 }));
    renderWithProviders(<InstructorEmailButton lpId={7} learningComponentId={42} />);
    await userEvent.click(screen.getByRole('button', { name: 'E-mail instructor' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Your Instructor' });
    expect((within(dialog).getByRole('textbox', { name: /Subject/ }) as HTMLInputElement).value).toBe(
      'What can we help you with?',
    );
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: /E-mail address/ }) as HTMLInputElement).value).toBe(
        'ann@example.test',
      ),
    );
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '555-0100');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Comments/ }), 'When is the live session?');
    await userEvent.click(send);
    expect(await within(dialog).findByText('Success!')).toBeTruthy();
    expect(posts[0]).toEqual({
      path: '/api/support/instructor/email',
      body: {
        userName: 'Ann Lee',
        userEmail: 'ann@example.test',
        userCourse: 'Ethics 101',
        userPhoneNumber: '555-0100',
        userComment: 'When is the live session?',
        userHelp: 'What can we help you with?',
        learnerProductId: 7,
        learningComponentId: 42,
      },
    });
  });

  it("a failure shows 'Error!' and 'Error occurred.'", async () => {
    serve(failed);
    renderWithProviders(<InstructorEmailButton lpId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'E-mail instructor' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Your Instructor' });
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: /E-mail address/ }) as HTMLInputElement).value).not.toBe(''),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Comments/ }), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Error!');
    expect(alert.textContent).toContain('Error occurred.');
  });
});
