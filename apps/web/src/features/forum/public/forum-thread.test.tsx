import type { ForumPost, ForumReply } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { ForumThread } from './forum-thread';

afterEach(() => {
  vi.restoreAllMocks();
});

const post = (id: number, postText = `Answer ${id}`, more: Partial<ForumPost> = {}): ForumPost => ({
  id,
  forumId: 12,
  author: 'Ana L.',
  createdOn: '2026-11-20T15:30:00Z',
  postText,
  score: 0,
  votes: 0,
  hasVoted: false,
  postVoteId: null,
  comments: [],
  reported: false,
  ...more,
});

/** A forum server in memory: GET api/forum/12 and POST api/forum/forumPostUser append a post. */
function serveForum(forum: ForumReply) {
  const posted: unknown[] = [];
  mockFetch((url, init) => {
    if (init.method === 'POST' && url.pathname === '/api/forum/forumPostUser') {
      const body = JSON.parse(String(init.body)) as { forumId: number; postText: string };
      posted.push(body);
      const created = post(100 + posted.length, body.postText.trim());
      forum.posts.push(created);
      return jsonResponse(201, created);
    }
    if (url.pathname === '/api/forum/12') return jsonResponse(200, forum);
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' });
  });
  return posted;
}

const forum = (overrides: Partial<ForumReply> = {}): ForumReply => ({
  id: 12,
  title: 'Share your approach',
  question: 'How do you disclose whom you represent?',
  active: true,
  posts: [],
  ...overrides,
});

describe('ForumThread', () => {
  it('shows the question and the empty text, and posts an answer that then appears', async () => {
    const posted = serveForum(forum());
    renderWithProviders(<ForumThread forumId={12} />);
    expect(await screen.findByText('How do you disclose whom you represent?')).toBeDefined();
    expect(screen.getByText('This are no posted answers yet.')).toBeDefined();
    const button = screen.getByRole('button', { name: 'Post' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), '   ');
    expect(button).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'I give the IABS first.');
    await userEvent.click(button);
    const answers = await screen.findByRole('list', { name: 'Pinned answer' });
    expect(within(answers).getByText('I give the IABS first.')).toBeDefined();
    expect(posted).toEqual([{ forumId: 12, postText: '   I give the IABS first.' }]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveProperty('value', ''));
  });

  it('pins the first answer above five others a page and shortens a long one', async () => {
    const long = `${'a'.repeat(2000)}TAIL`;
    serveForum(forum({ posts: [post(1, long), ...[2, 3, 4, 5, 6, 7].map((id) => post(id))] }));
    renderWithProviders(<ForumThread forumId={12} />);
    const answers = await screen.findByRole('list', { name: 'Posted answers' });
    expect(within(answers).getAllByRole('listitem')).toHaveLength(5);
    const pinned = screen.getByRole('list', { name: 'Pinned answer' });
    expect(within(pinned).getByText('Pinned')).toBeDefined();
    expect(screen.queryByText(/TAIL/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText(/TAIL$/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const second = screen.getByRole('list', { name: 'Posted answers' });
    expect(
      within(second)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Answer 7')]);
    // The pinned answer stays on every page.
    expect(within(screen.getByRole('list', { name: 'Pinned answer' })).getByText(/TAIL$/)).toBeDefined();
  });

  it('offers at most five page numbers, with First and Last only past five pages', async () => {
    serveForum(forum({ posts: Array.from({ length: 41 }, (_, i) => post(i)) }));
    const { unmount } = renderWithProviders(<ForumThread forumId={12} />);
    await screen.findByRole('list', { name: 'Posted answers' });
    const pageButtons = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(pageButtons()).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Page 8' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(pageButtons()).toEqual(['4', '5', '6', '7', '8']);
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getByText('Answer 1')).toBeDefined();
    unmount();

    serveForum(forum({ posts: Array.from({ length: 16 }, (_, i) => post(i)) }));
    renderWithProviders(<ForumThread forumId={12} />);
    await screen.findByRole('list', { name: 'Posted answers' });
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(screen.queryByRole('button', { name: 'First page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Last page' })).toBeNull();
  });

  it('says an inactive forum is no longer active and offers no post box', async () => {
    serveForum(forum({ active: false, posts: [post(1)] }));
    renderWithProviders(<ForumThread forumId={12} />);
    expect(await screen.findByText('This forum is no longer active.')).toBeDefined();
    expect(screen.getByText('Answer 1')).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
  });
});
