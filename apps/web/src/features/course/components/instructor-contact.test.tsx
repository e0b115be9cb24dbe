import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { InstructorContact } from './instructor-contact';

afterEach(() => vi.restoreAllMocks());

const product = {
  showContactInstructor: true,
  supportChatEnabled: true,
  siteAssets: {
    studyPlanLabel: 'Course Syllabus',
    studyPlanAssets: [],
    studyTipAssets: [],
    instructorScheduleAssets: [],
    careerBuilderAssets: [],
  },
};

describe('InstructorContact', () => {
  it('shows the real availability and opens the weekly hours in the product’s time zone', async () => {
    const urls: string[] = [];
    mockFetch((url) => {
      urls.push(url.pathname);
      return jsonResponse(200, {
        timeZone: 'America/Chicago',
        available: true,
        slots: [
          { dayOfWeek: 1, start: '09:00', end: '12:00' },
          { dayOfWeek: 1, start: '13:00', end: '17:30' },
          { dayOfWeek: 6, start: '22:00', end: '24:00' },
        ],
      });
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <InstructorContact product={product} available lpId={7} /> }], '/');
    expect(screen.getByRole('status').textContent).toBe('An instructor is available now.');
    expect(screen.queryByRole('button', { name: 'Live Chat (offline)' })).toBeNull();
    expect(urls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'View the live support schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Live support schedule' });
    expect(await within(dialog).findByText('Hours are in the America/Chicago time zone.')).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: /Monday/ }).textContent).toBe('Monday9:00 AM to 12:00 PM, 1:00 PM to 5:30 PM');
    expect(within(dialog).getByRole('row', { name: /Saturday/ }).textContent).toBe('Saturday10:00 PM to 12:00 AM');
    expect(within(dialog).queryByRole('row', { name: /Tuesday/ })).toBeNull();
    expect(urls).toEqual(['/api/product/7/instructor-schedule']);
  });

  it('says when nobody is available and keeps the offline Live Chat button', () => {
    renderRoutes([{ path: '/', element: <InstructorContact product={product} available={false} lpId={7} /> }], '/');
    expect(screen.getByRole('status').textContent).toBe('No instructor is available right now.');
    expect(screen.getByRole('button', { name: 'Live Chat (offline)' })).toBeTruthy();
  });
});
