import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { PreviewPage } from './preview-page';

afterEach(() => vi.restoreAllMocks());

const node = {
  productId: 5,
  lineage: 'RE-CE',
  version: 2,
  draft: true,
  node: { id: 9, key: 'lesson', type: 'LESSON', title: 'Duties', titlePrefix: null, description: null },
  children: [],
  lesson: {
    lessonId: 9,
    title: 'Duties',
    titlePrefix: null,
    currentIndex: 0,
    inquiries: [
      {
        id: 'read',
        type: 'CONTENT',
        title: 'Read',
        content: '<p>Agents owe duties.</p>',
        referenceId: 1,
        requiredTime: 0,
        taken: false,
      },
      {
        id: 'tf',
        type: 'TRUE_FALSE',
        title: 'Dual agency',
        content: '<p>Legal?</p>',
        referenceId: 2,
        requiredTime: 0,
        taken: false,
      },
      {
        id: 'te',
        type: 'TEXT_EDIT',
        title: 'Define agency',
        content: '<p>In your words.</p>',
        referenceId: 3,
        requiredTime: 0,
        taken: false,
      },
      {
        id: 'f',
        type: 'FORUM',
        title: 'Share',
        content: '<p>Tell us.</p>',
        referenceId: 4,
        requiredTime: 0,
        taken: false,
      },
    ],
  },
  exam: null,
  keyPoints: null,
  resources: [],
};

const exam = {
  ...node,
  node: { id: 12, key: 'quiz', type: 'EXAM', title: 'Quiz', titlePrefix: null, description: null },
  lesson: null,
  exam: {
    passingScore: 80,
    questionCount: 1,
    timeLimitMinutes: 10,
    allowedAttempts: -1,
    questions: [
      {
        id: 'q1',
        text: 'Who licenses agents?',
        choices: [
          { id: 'a', text: 'The state' },
          { id: 'b', text: 'The buyer' },
        ],
      },
      {
        id: 'q2',
        text: 'Is a licence forever?',
        choices: [
          { id: 'a', text: 'No' },
          { id: 'b', text: 'Yes' },
        ],
      },
    ],
  },
};

describe('PreviewPage', () => {
  it('walks a draft lesson with the keyboard and checks an answer without recording anything', async () => {
    const posts: unknown[] = [];
    mockFetch((url, init) => {
      if ((init.method ?? 'GET') === 'GET') return jsonResponse(200, node);
      posts.push({ path: url.pathname, ...JSON.parse(String(init.body)) });
      return jsonResponse(200, {
        answers: { value: true },
        correct: false,
        feedback: 'Not in Texas.',
        optionFeedback: {},
        next: null,
        text: null,
        pollResults: null,
        taken: false,
        progressed: false,
        currentIndex: 1,
      });
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/studio/preview/:productId/:nodeId', element: <PreviewPage /> }], '/studio/preview/5/9');
    expect(await screen.findByRole('heading', { name: 'Preview: Duties' })).toBeTruthy();
    expect(screen.getByText(/nothing you do here is recorded/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Slide 1 of 4' })).toBeTruthy();
    screen.getByRole('button', { name: 'Next slide' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Dual agency' })).toBeTruthy();
    await user.click(await screen.findByRole('radio', { name: 'True' }));
    await user.click(screen.getByRole('button', { name: 'Check my answer' }));
    await waitFor(() => expect(screen.getAllByRole('status').map((e) => e.textContent)).toContain('Incorrect. Not in Texas.'));
    await waitFor(() =>
      expect(posts).toEqual([{ path: '/api/authoring/preview/5/nodes/9/check', slideId: 'tf', answer: { value: true } }]),
    );
    // Any other type a learner answers comes with the learner's own component: a text answer.
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Acting for another');
    await user.click(screen.getByRole('button', { name: 'Check my answer' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual({
      path: '/api/authoring/preview/5/nodes/9/check',
      slideId: 'te',
      answer: { text: 'Acting for another' },
    });
    // A forum slide needs a learner's course forum: the preview says so instead.
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText('Answering a FORUM slide is not in the preview yet.')).toBeTruthy();
  });

  it('shows a key points node’s points and its resources by name', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        ...node,
        node: { id: 13, key: 'points', type: 'KEY_POINTS', title: 'Points', titlePrefix: null, description: null },
        lesson: null,
        keyPoints: ['Loyalty <strong>first</strong>.'],
        resources: [{ key: 'trec', type: 'LINK', title: 'TREC forms' }],
      }),
    );
    renderRoutes([{ path: '/studio/preview/:productId/:nodeId', element: <PreviewPage /> }], '/studio/preview/5/13');
    const points = await screen.findByRole('region', { name: 'Key points' });
    expect(points.textContent).toContain('Loyalty first.');
    expect(screen.getByRole('region', { name: 'Resources of this node' }).textContent).toBe('Resources of this nodeTREC forms');
  });

  it('shows an exam’s rules and its bank question by question, and checks a choice as the review would', async () => {
    const posts: unknown[] = [];
    mockFetch((url, init) => {
      if ((init.method ?? 'GET') === 'GET') return jsonResponse(200, exam);
      posts.push({ path: url.pathname, ...JSON.parse(String(init.body)) });
      return jsonResponse(200, { correct: false, correctChoiceIds: ['a'], feedback: 'Buyers do not.', explanation: null });
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/studio/preview/:productId/:nodeId', element: <PreviewPage /> }], '/studio/preview/5/12');
    expect(await screen.findByRole('heading', { name: 'Preview: Quiz' })).toBeTruthy();
    expect(
      screen.getByText(/Passing score 80 %\. 1 question per sitting, drawn from a bank of 2\. Time limit: 10 minutes\./),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Question 1 of 2' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'The buyer' }));
    await user.click(screen.getByRole('button', { name: 'Check my answer' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((e) => e.textContent)).toContain(
        'Incorrect. The right answer: The state. Buyers do not. ',
      ),
    );
    expect(posts).toEqual([{ path: '/api/authoring/preview/5/nodes/12/exam-check', questionId: 'q1', choiceId: 'b' }]);
    screen.getByRole('button', { name: 'Next question' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('radiogroup', { name: 'Is a licence forever?' })).toBeTruthy();
    expect(screen.queryByText(/The right answer/)).toBeNull();
  });
});
