import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/paths';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { ForumPage } from './forum-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const routes = [{ path: paths.forum.path, element: <ForumPage /> }];

describe('ForumPage (/forum/{forumId})', () => {
  it("heads the page with the forum's title and shows its question and answers", async () => {
    mockFetch((url) =>
      url.pathname === '/api/forum/12'
        ? jsonResponse(200, {
            id: 12,
            title: 'Share your approach',
            question: 'How do you disclose whom you represent?',
            active: true,
            posts: [
              {
                id: 1,
                forumId: 12,
                author: 'Ana L.',
                createdOn: '2026-11-20T15:30:00Z',
                postText: 'IABS first.',
                score: 0,
                votes: 0,
                hasVoted: false,
                postVoteId: null,
                comments: [],
                reported: false,
              },
            ],
          })
        : jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' }),
    );
    renderRoutes(routes, '/forum/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Share your approach' })).toBeDefined();
    expect(await screen.findByText('How do you disclose whom you represent?')).toBeDefined();
    expect(screen.getByText('IABS first.')).toBeDefined();
  });

  it('explains a failed load in place and Try again loads the forum', async () => {
    let calls = 0;
    mockFetch(() =>
      ++calls === 1
        ? new Response('{}', { status: 503, statusText: 'Service Unavailable' })
        : jsonResponse(200, {
            id: 12,
            title: 'Share your approach',
            question: 'Whom do you represent?',
            active: true,
            posts: [],
          }),
    );
    renderRoutes(routes, '/forum/12');
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred (Error: 503xService Unavailable)');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Whom do you represent?')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a forum the learner cannot see is an error, with the generic text', async () => {
    mockFetch(() => jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'forum not found' }));
    renderRoutes(routes, '/forum/99');
    expect((await screen.findByRole('alert')).textContent).toContain('404');
    expect(screen.getByRole('heading', { level: 1, name: 'Forum' })).toBeDefined();
  });
});
