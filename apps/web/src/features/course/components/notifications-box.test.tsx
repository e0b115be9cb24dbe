import type { Notification, NotificationListReply } from '@continuum/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, testQueryClient } from '@/test/render';
import { notificationsQueryOptions } from '../api/get-notifications';
import { NotificationsBox } from './notifications-box';

afterEach(() => vi.restoreAllMocks());

const comment: Notification = {
  id: 11,
  title: 'Write-up: the open-house visitor',
  message: 'Add how you would document it.',
  priority: 'NORMAL',
  type: 'ASSIGNMENT_COMMENT',
};
const announcement: Notification = {
  id: 12,
  title: 'Office hours moved',
  message: 'Thursday at 4 pm.',
  priority: 'HIGH',
  type: 'ANNOUNCEMENT',
};

/** Serves a list the test changes; records the mark-read calls. */
function serve(initial: Notification[]) {
  const state = { list: initial, marked: [] as number[] };
  mockFetch((url, init) => {
    const read = url.pathname.match(/^\/api\/notification\/(\d+)\/read$/);
    if (read && init.method === 'POST') {
      const id = Number(read[1]);
      state.marked.push(id);
      state.list = state.list.filter((n) => n.id !== id);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/notification/lp/7') {
      const reply: NotificationListReply = { notifications: state.list, contactInstructor: { available: false } };
      return jsonResponse(200, reply);
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'x' });
  });
  return state;
}

describe('NotificationsBox', () => {
  it('shows each notification with its translated type, title, message and an Important mark for high priority', async () => {
    serve([announcement, comment]);
    renderWithProviders(<NotificationsBox lpId={7} />);
    expect(await screen.findByText('You have 2 unread notifications.')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeDefined();
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Announcement');
    expect(items[0]?.textContent).toContain('Important');
    expect(items[0]?.textContent).toContain('Thursday at 4 pm.');
    expect(items[1]?.textContent).toContain('Instructor comment on your assignment');
    expect(items[1]?.textContent).not.toContain('Important');
  });

  it('marks one read with its button: the call is made, it leaves the list and focus moves to the next one', async () => {
    const state = serve([announcement, comment]);
    renderWithProviders(<NotificationsBox lpId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read: Office hours moved' }));
    await waitFor(() => expect(screen.queryByText('Office hours moved')).toBeNull());
    expect(state.marked).toEqual([12]);
    const next = screen.getByRole('button', { name: `Mark as read: ${comment.title}` });
    await waitFor(() => expect(document.activeElement).toBe(next));
    await userEvent.click(next);
    expect(await screen.findByText('No new notifications.')).toBeDefined();
    expect(document.activeElement?.textContent).toBe('No new notifications.');
  });

  it('announces politely the notifications that arrive with a later poll, not those already there', async () => {
    const state = serve([comment]);
    const client = testQueryClient();
    renderWithProviders(<NotificationsBox lpId={7} />, client);
    expect(await screen.findByText('You have 1 unread notification.')).toBeDefined();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    state.list = [announcement, comment];
    await act(() => client.refetchQueries({ queryKey: notificationsQueryOptions(7).queryKey }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 new notification.'));
  });

  it('polls every 60 s (000 §9)', () => {
    expect(notificationsQueryOptions(7).refetchInterval).toBe(60_000);
  });
});
