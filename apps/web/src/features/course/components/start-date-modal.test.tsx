import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { StartDateModal } from './start-date-modal';

afterEach(() => {
  vi.restoreAllMocks();
});

function serve(postReply: () => Response) {
  const posts: unknown[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/start-end/7' && init.method === 'GET') {
      return jsonResponse(200, { duration: 10, startDate: null, endDate: null, expirationDate: null });
    }
    if (url.pathname === '/api/start-end/7' && init.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return postReply();
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'not found' });
  });
  return { posts, fetchMock };
}

const dateInput = () => screen.getByLabelText('Start date');

describe('StartDateModal', () => {
  it('shows the end date (start + duration - 1) as the learner picks, then posts MM/DD/YYYY', async () => {
    const { posts } = serve(() =>
      jsonResponse(200, { duration: 10, startDate: '2030-01-10', endDate: '2030-01-19', expirationDate: '2030-01-19' }),
    );
    const onClose = vi.fn();
    const onSaved = vi.fn();
    renderWithProviders(<StartDateModal lpId={7} opened onClose={onClose} onSaved={onSaved} />);
    expect(await screen.findByRole('dialog', { name: 'Select Start Date' })).toBeDefined();
    expect(await screen.findByText('Choose the day you will start. You will have 10 days to complete the course.')).toBeDefined();
    expect(screen.getByText('Pick a date to see when your course will end.')).toBeDefined();

    fireEvent.change(dateInput(), { target: { value: '2030-01-10' } });
    expect(screen.getByText('Your course will end on 01/19/30.')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts).toEqual([{ startDate: '01/10/2030' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's 400 reason in the UI language and stays open", async () => {
    serve(() =>
      jsonResponse(400, {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'startDate cannot be in the past',
        fieldErrors: [{ field: 'startDate', message: 'startDate cannot be in the past' }],
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<StartDateModal lpId={7} opened onClose={onClose} />);
    await screen.findByText(/You will have 10 days/);
    fireEvent.change(dateInput(), { target: { value: '2020-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The start date cannot be in the past.')).toBeDefined();
    expect(dateInput().getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for a date before posting anything', async () => {
    const { posts } = serve(() => jsonResponse(500, {}));
    renderWithProviders(<StartDateModal lpId={7} opened onClose={() => undefined} />);
    await screen.findByText(/You will have 10 days/);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Please choose a start date.')).toBeDefined();
    expect(posts).toEqual([]);
  });
});
