import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { forumOriginState } from '@/features/forum/public/forum-origin';
import { paths } from '@/shared/paths';
import { clearCurrentProductId, setCurrentProductId } from '@/shared/storage/current-product';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { ExternalLayout } from './external-layout';

const forum = {
  id: 12,
  title: 'Share your approach',
  question: 'How do you disclose whom you represent?',
  active: false,
  posts: [],
};

function serve() {
  mockFetch((url) => {
    if (url.pathname === '/api/forum/12') return jsonResponse(200, forum);
    if (url.pathname === '/api/product/7')
      return jsonResponse(200, {
        id: 7,
        courseTitle: 'Agency, Contracts and Fair Housing',
        accountPhone: null,
        accountEmail: null,
      });
    if (url.pathname === '/api/config') return jsonResponse(200, { devMode: false, buildVersion: '0.82.10', demoLogins: [] });
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'none' });
  });
}

/** A lesson with a link into the forum, as the forum resource draws it. */
function Lesson() {
  const location = useLocation();
  return (
    <>
      <h1>Lesson 1.1</h1>
      <Link to={paths.forum.href({ forumId: 12 })} state={forumOriginState(location)}>
        Open the forum page
      </Link>
    </>
  );
}

const routes = [
  { path: '/lp/:lpId/lc/:nodeId', element: <Lesson /> },
  { path: '/lp/:lpId/home', element: <h1>Course home</h1> },
  {
    element: <ExternalLayout />,
    children: [
      { path: paths.forum.path, element: <h1>Forum page</h1> },
      { path: '/lc/:nodeId/resource-ext/:id/:kp', element: <h1>Ext</h1> },
    ],
  },
];

afterEach(() => clearCurrentProductId());

describe('the forum header (001 §2 "Forum, own header")', () => {
  it('leads back to the lesson the learner came from, first in the tab order, and names the course', async () => {
    setCurrentProductId(7);
    serve();
    renderRoutes(routes, '/lp/7/lc/9?step=2');
    await userEvent.click(screen.getByRole('link', { name: 'Open the forum page' }));
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Course: Agency, Contracts and Fair Housing')).toBeTruthy();
    await userEvent.tab();
    const back = within(header).getByRole('link', { name: 'Back to the lesson' });
    expect(document.activeElement).toBe(back);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Lesson 1.1' })).toBeTruthy();
  });

  it("leads to the current product's course home when the forum was opened directly", async () => {
    setCurrentProductId(7);
    serve();
    renderRoutes(routes, '/forum/12');
    const back = within(await screen.findByRole('banner')).getByRole('link', { name: 'Back to the course home' });
    expect(back.getAttribute('href')).toBe('/lp/7/home');
    await userEvent.click(back);
    expect(await screen.findByRole('heading', { name: 'Course home' })).toBeTruthy();
  });

  it('is only on the forum: other chrome-less views keep their own top', async () => {
    serve();
    renderRoutes(routes, '/lc/9/resource-ext/31/false');
    await screen.findByRole('heading', { name: 'Ext' });
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
