import type { ForumComment, ForumPost, ForumReply } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { ForumThread } from './forum-thread';

afterEach(() => {
  vi.restoreAllMocks();
});

const comment = (id: number, text = `Comment ${id}`): ForumComment => ({
  id,
  forumPostId: 1,
  author: 'Bo K.',
  createdOn: '2026-11-21T10:00:00Z',
  text,
  reported: false,
});

const post = (id: number, more: Partial<ForumPost> = {}): ForumPost => ({
  id,
  forumId: 12,
  author: 'Ana L.',
  createdOn: '2026-11-20T15:30:00Z',
  postText: `Answer ${id}`,
  score: 0,
  votes: 0,
  hasVoted: false,
  postVoteId: null,
  comments: [],
  reported: false,
  ...more,
});

/** The forum server in memory: every write changes the forum the next GET answers, and is recorded. */
function serveForum(forum: ForumReply) {
  const calls: string[] = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (method !== 'GET') calls.push(`${method} ${url.pathname}${body ? ` ${JSON.stringify(body)}` : ''}`);
    const target = forum.posts[0] as ForumPost;
    if (method === 'POST' && url.pathname === '/api/forum/forumPost/vote') {
      Object.assign(target, { hasVoted: true, postVoteId: 77, votes: target.votes + 1, score: target.score + 1 });
      return jsonResponse(200, { forumPostId: target.id, forumPostVoteId: 77, upVote: true });
    }
    if (method === 'DELETE' && url.pathname === '/api/forum/forumPost/vote/77') {
      Object.assign(target, { hasVoted: false, postVoteId: null, votes: target.votes - 1, score: target.score - 1 });
      return jsonResponse(200, { ok: true });
    }
    if (method === 'POST' && url.pathname === '/api/forum/forumComment') {
      const created = comment(900, body.comment.trim());
      target.comments.push(created);
      return jsonResponse(201, created);
    }
    if (method === 'POST' && url.pathname === `/api/forum/forumPost/markInappropriate/${target.id}`) {
      target.reported = true;
      return jsonResponse(201, { reportId: 5 });
    }
    if (method === 'POST' && url.pathname.startsWith('/api/forum/forumComment/markInappropriate/')) {
      return jsonResponse(201, { reportId: 6 });
    }
    if (url.pathname === '/api/forum/12') return jsonResponse(200, structuredClone(forum));
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' });
  });
  return calls;
}

const forum = (posts: ForumPost[], active = true): ForumReply => ({
  id: 12,
  title: 'Share your approach',
  question: 'How do you disclose whom you represent?',
  active,
  posts,
});

const answer = async (author = 'Ana L.') => screen.findByRole('listitem', { name: `Answer by ${author}` });

describe('ForumThread: votes, comments, replies, reports', () => {
  it("votes once, then offers 'remove vote', which takes the vote back", async () => {
    const calls = serveForum(forum([post(1)]));
    renderWithProviders(<ForumThread forumId={12} />);
    const item = await answer();
    expect(within(item).getByText('0 votes')).toBeDefined();
    await userEvent.click(within(item).getByRole('button', { name: 'vote' }));
    expect(await within(item).findByText('1 vote')).toBeDefined();
    expect(within(item).queryByRole('button', { name: 'vote' })).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: 'remove vote' }));
    expect(await within(item).findByText('0 votes')).toBeDefined();
    expect(calls).toEqual([
      'POST /api/forum/forumPost/vote {"forumPostId":1,"upVote":true}',
      'DELETE /api/forum/forumPost/vote/77',
    ]);
  });

  it('shows three comments, all on request, and a reply form that opens, sends and closes', async () => {
    const calls = serveForum(forum([post(1, { comments: [1, 2, 3, 4].map((id) => comment(id)) })]));
    renderWithProviders(<ForumThread forumId={12} />);
    const item = await answer();
    const comments = () => within(within(item).getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(comments()).toHaveLength(3);
    await userEvent.click(within(item).getByRole('button', { name: 'Show all 4 comments' }));
    expect(comments()).toHaveLength(4);
    await userEvent.click(within(item).getByRole('button', { name: 'Show fewer comments' }));
    expect(comments()).toHaveLength(3);

    await userEvent.click(within(item).getByRole('button', { name: 'Reply' }));
    const box = within(item).getByRole('textbox', { name: 'Your reply' });
    const send = within(item).getByRole('button', { name: 'Send reply' });
    expect(send).toHaveProperty('disabled', true);
    await userEvent.click(within(item).getByRole('button', { name: 'Cancel' }));
    expect(within(item).queryByRole('textbox', { name: 'Your reply' })).toBeNull();
    expect(box.isConnected).toBe(false);

    await userEvent.click(within(item).getByRole('button', { name: 'Reply' }));
    await userEvent.type(within(item).getByRole('textbox', { name: 'Your reply' }), 'Agreed.');
    await userEvent.click(within(item).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(within(item).queryByRole('textbox', { name: 'Your reply' })).toBeNull());
    expect(calls).toEqual(['POST /api/forum/forumComment {"forumPostId":1,"comment":"Agreed."}']);
    await userEvent.click(await within(item).findByRole('button', { name: 'Show all 5 comments' }));
    expect(within(item).getByText('Agreed.')).toBeDefined();
  });

  it('reports an answer and a comment as inappropriate, then says it was reported', async () => {
    const calls = serveForum(forum([post(1, { comments: [comment(3)] })]));
    renderWithProviders(<ForumThread forumId={12} />);
    const item = await answer();
    const reportButtons = within(item).getAllByRole('button', { name: 'report as inappropriate' });
    expect(reportButtons).toHaveLength(2);
    await userEvent.click(reportButtons[0] as HTMLElement);
    await userEvent.click(
      within(within(item).getByRole('listitem', { name: 'Comment by Bo K.' })).getByRole('button', {
        name: 'report as inappropriate',
      }),
    );
    await waitFor(() => expect(within(item).getAllByText('Reported as inappropriate')).toHaveLength(2));
    expect(calls).toEqual(['POST /api/forum/forumPost/markInappropriate/1', 'POST /api/forum/forumComment/markInappropriate/3']);
  });

  it('renders an HTML or script payload in an answer and a comment as text, never as markup', async () => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b>';
    serveForum(forum([post(1, { postText: payload, comments: [{ ...comment(3), text: payload }] })]));
    const { container } = renderWithProviders(<ForumThread forumId={12} />);
    const item = await answer();
    expect(within(item).getAllByText(payload)).toHaveLength(2);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('offers no vote or reply in an inactive forum, and still shows votes and comments', async () => {
    serveForum(forum([post(1, { votes: 2, score: 2, comments: [comment(3)] })], false));
    renderWithProviders(<ForumThread forumId={12} />);
    const item = await answer();
    expect(within(item).getByText('2 votes')).toBeDefined();
    expect(within(item).getByText('Comment 3')).toBeDefined();
    expect(within(item).queryByRole('button', { name: 'vote' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Reply' })).toBeNull();
  });
});
