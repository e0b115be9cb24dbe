import type { DraftTreeReply } from '@continuum/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { DraftPage } from './draft-page';

afterEach(() => vi.restoreAllMocks());

const tree = (over: Partial<DraftTreeReply> = {}): DraftTreeReply => ({
  productId: 7,
  lineage: 'RE-CE',
  code: 'RE-CE-V2',
  version: 2,
  draft: true,
  treeRevision: 3,
  nodes: [
    {
      id: 11,
      key: 'unit',
      parentKey: null,
      depth: 0,
      type: 'UNIT',
      title: 'Unit One',
      titlePrefix: null,
      description: null,
      metadata: {},
      revision: 0,
    },
    {
      id: 12,
      key: 'unit-exam',
      parentKey: 'unit',
      depth: 1,
      type: 'EXAM',
      title: 'Unit Exam',
      titlePrefix: null,
      description: null,
      metadata: {},
      revision: 0,
      questions: [
        {
          id: 'q1',
          revision: 4,
          question: {
            id: 'q1',
            text: 'Wich duty is owed?',
            choices: [
              { id: 'a', text: 'Loyalty', correct: true },
              { id: 'b', text: 'Speed' },
            ],
          },
        },
      ],
    },
    {
      id: 13,
      key: 'second',
      parentKey: null,
      depth: 0,
      type: 'UNIT',
      title: 'Unit Two',
      titlePrefix: null,
      description: null,
      metadata: {},
      revision: 0,
    },
  ],
  ...over,
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function serve(reply: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    if (call.method !== 'GET') calls.push(call);
    return reply(call) ?? (url.pathname === '/api/authoring/drafts/7/tree' ? jsonResponse(200, tree()) : jsonResponse(404, {}));
  });
  return calls;
}

const renderDraft = () => renderRoutes([{ path: '/studio/drafts/:productId', element: <DraftPage /> }], '/studio/drafts/7');

describe('DraftPage (authoring studio)', () => {
  it('shows the tree as buttons and edits a question: text, choices and correct answer, with its revision', async () => {
    const calls = serve((c) => (c.method === 'PUT' ? jsonResponse(200, { revision: 5 }) : undefined));
    const user = userEvent.setup();
    renderDraft();
    const nav = await screen.findByRole('navigation', { name: 'Course tree' });
    await user.click(within(nav).getByRole('button', { name: /Unit Exam/ }));
    expect(
      within(nav)
        .getByRole('button', { name: /Unit Exam/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    // The selected node opens in the learner's screens by its id in this version (decision 0206).
    expect(screen.getByRole('link', { name: 'Preview “Unit Exam” as a learner' }).getAttribute('href')).toBe(
      '/studio/preview/7/12',
    );
    const question = screen.getByRole('region', { name: 'Question q1' });
    const text = within(question).getByRole('textbox', { name: 'Question text' });
    await user.clear(text);
    await user.type(text, 'Which duty is owed?');
    await user.click(within(question).getByRole('radio', { name: 'Choice 2' }));
    await user.click(within(question).getByRole('button', { name: 'Save question q1' }));
    expect(await within(question).findByText('Saved.')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/authoring/drafts/7/question',
        body: {
          nodeKey: 'unit-exam',
          questionId: 'q1',
          revision: 4,
          question: {
            id: 'q1',
            text: 'Which duty is owed?',
            choices: [
              { id: 'a', text: 'Loyalty', correct: false },
              { id: 'b', text: 'Speed', correct: true },
            ],
          },
        },
      },
    ]);
  });

  it('shows a 409 conflict with the other author’s value and reloads the tree', async () => {
    let reads = 0;
    serve((c) => {
      if (c.path === '/api/authoring/drafts/7/tree') reads++;
      if (c.method === 'PUT')
        return jsonResponse(409, {
          status: 409,
          code: 'AUTHORING_STALE',
          message: 'stale',
          current: { revision: 5, value: { text: 'Their wording' } },
        });
      return undefined;
    });
    const user = userEvent.setup();
    renderDraft();
    await user.click(await screen.findByRole('button', { name: /Unit Exam/ }));
    await user.click(screen.getByRole('button', { name: 'Save question q1' }));
    const notice = await screen.findByText('Someone saved this first');
    const alert = notice.closest('[role="status"]') as HTMLElement;
    expect(within(alert).getByText(/Their wording/)).toBeTruthy();
    const before = reads;
    await user.click(within(alert).getByRole('button', { name: 'Reload their version' }));
    await vi.waitFor(() => expect(reads).toBeGreaterThan(before));
  });

  it('moves a node down, adds key points and deletes after a confirmation, naming the tree revision', async () => {
    const calls = serve((c) =>
      c.method === 'POST' ? jsonResponse(200, { key: 'second/key-points', treeRevision: 4, removed: 0 }) : undefined,
    );
    const user = userEvent.setup();
    renderDraft();
    const nav = await screen.findByRole('navigation', { name: 'Course tree' });
    await user.click(within(nav).getByRole('button', { name: /Unit One/ }));
    await user.click(screen.getByRole('button', { name: 'Move down' }));
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/authoring/drafts/7/nodes/move',
      body: { treeRevision: 3, key: 'unit', parentKey: null, position: 1 },
    });
    await user.click(within(nav).getByRole('button', { name: /Unit Two/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'KEY_POINTS');
    await user.type(screen.getByRole('textbox', { name: /Title of the new node/ }), 'Key Points');
    await user.type(screen.getByRole('textbox', { name: /^Key points/ }), 'Loyalty first.{Enter}Then care.');
    await user.click(screen.getByRole('button', { name: 'Add node' }));
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/authoring/drafts/7/nodes',
      body: {
        treeRevision: 3,
        parentKey: 'second',
        type: 'KEY_POINTS',
        title: 'Key Points',
        keyPoints: ['Loyalty first.', 'Then care.'],
      },
    });
    await user.click(within(nav).getByRole('button', { name: /Unit One/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Unit One?' });
    expect(within(dialog).getByText(/the 1 node under it/)).toBeTruthy();
    const count = calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(count);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/authoring/drafts/7/nodes/delete',
      body: { treeRevision: 3, key: 'unit' },
    });
  });

  it('publishes only after the confirmation', async () => {
    const calls = serve((c) =>
      c.path.endsWith('/publish') ? jsonResponse(200, { productId: 7, code: 'RE-CE-V2', version: 2 }) : undefined,
    );
    const user = userEvent.setup();
    renderDraft();
    await user.click(await screen.findByRole('button', { name: 'Publish version 2' }));
    expect(calls).toEqual([]);
    await user.click(within(screen.getByRole('dialog', { name: 'Publish version 2?' })).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 2 is published.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/authoring/drafts/7/publish']);
  });

  it('shows a published version read only', async () => {
    serve((c) => (c.path === '/api/authoring/drafts/7/tree' ? jsonResponse(200, tree({ draft: false })) : undefined));
    renderDraft();
    expect(await screen.findByRole('heading', { name: 'RE-CE-V2 (version 2, published)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Publish/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save question q1' })).toBeNull();
  });
});
