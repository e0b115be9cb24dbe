import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { AvailabilityPage } from './availability-page';

afterEach(() => vi.restoreAllMocks());

const reply = {
  availableNow: false,
  schedule: [{ dayOfWeek: 1, start: '09:00', end: '12:00' }],
  updatedAt: null,
  products: [{ id: 4, name: 'Agency Course', timeZone: 'America/Chicago', available: false }],
};

describe('AvailabilityPage', () => {
  it('switches live support on and edits the weekly schedule by keyboard, then saves both', async () => {
    const puts: unknown[] = [];
    mockFetch((_url, init) => {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        return jsonResponse(200, { ...reply, ...body, products: [{ ...reply.products[0], available: true }] });
      }
      return jsonResponse(200, reply);
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <AvailabilityPage /> }], '/');
    const monday = await screen.findByRole('group', { name: 'Monday' });
    expect(within(monday).getByRole('textbox', { name: 'Monday, slot 1: start' })).toHaveProperty('value', '09:00');
    expect(screen.getByText('Agency Course (America/Chicago): live support is offline now')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Available now' }));
    await user.click(screen.getByRole('button', { name: 'Add hours on Wednesday' }));
    const end = screen.getByRole('textbox', { name: 'Wednesday, slot 1: end' });
    await user.clear(end);
    await user.type(end, '08:00');
    expect(screen.getByText('The end must be after the start')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save availability' })).toHaveProperty('disabled', true);
    await user.clear(end);
    await user.type(end, '18:30');
    await user.click(screen.getByRole('button', { name: 'Remove Monday slot 1' }));
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() =>
      expect(puts).toEqual([{ availableNow: true, schedule: [{ dayOfWeek: 3, start: '09:00', end: '18:30' }] }]),
    );
    expect(await screen.findByText('Your availability is saved.')).toBeTruthy();
    expect(screen.getByText('Agency Course (America/Chicago): live support is available now')).toBeTruthy();
  });

  it('stops adding hours to a day at the limit', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        ...reply,
        schedule: ['08:00', '10:00', '12:00', '14:00'].map((start) => ({ dayOfWeek: 5, start, end: `${start.slice(0, 2)}:30` })),
      }),
    );
    renderRoutes([{ path: '/', element: <AvailabilityPage /> }], '/');
    expect(await screen.findByRole('button', { name: 'Add hours on Friday' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add hours on Thursday' })).toHaveProperty('disabled', false);
  });
});
