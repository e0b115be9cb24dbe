import type { ItemAnalysisReply } from '@continuum/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { ItemAnalysisPage } from './item-analysis-page';

afterEach(() => vi.restoreAllMocks());

const choice = (id: string, correct: boolean, picked: number, pickedUpper: number, pickedLower: number) => ({
  choiceId: id,
  text: `Choice ${id}`,
  correct,
  picked,
  pickedUpper,
  pickedLower,
});

const item = (key: string, over: Partial<ItemAnalysisReply['exams'][number]['items'][number]>) => ({
  questionId: key.length,
  key,
  text: `Question ${key}?`,
  active: true,
  responses: 10,
  omitted: 0,
  difficulty: 0.5,
  pointBiserial: 0.3,
  upperLowerIndex: 0.33,
  groupSize: 3,
  averageSeconds: 7,
  timedResponses: 9,
  choices: [choice('a', false, 5, 0, 3), choice('b', true, 5, 3, 0)],
  flags: [],
  ...over,
});

const reply: ItemAnalysisReply = {
  productId: 5,
  computedAt: '2026-03-01T00:00:00.000Z',
  maxAttemptsPerExam: 5000,
  thresholds: { tooEasyAbove: 0.9, tooHardBelow: 0.2, minResponsesForFlags: 10 },
  exams: [
    {
      examId: 11,
      title: 'Unit Exam',
      passingScore: 75,
      attempts: 10,
      meanScore: 52.5,
      sdScore: 7.5,
      passRate: 0.1,
      forms: [
        { form: 1, questionKeys: ['u1', 'u22'], attempts: 10, meanCorrect: 2.1, sdCorrect: 0.3, passRate: 0.1, kr20: 0.61 },
      ],
      formsNotShown: 0,
      items: [
        item('u1', { questionId: 1, difficulty: 1, pointBiserial: null, flags: ['TOO_EASY', 'UNUSED_DISTRACTOR'] }),
        item('u22', {
          questionId: 2,
          difficulty: 0.4,
          pointBiserial: -0.27,
          upperLowerIndex: -1,
          flags: ['NEGATIVE_DISCRIMINATION'],
        }),
        item('u333', { questionId: 3 }),
      ],
    },
    {
      examId: 12,
      title: 'Final Exam',
      passingScore: 70,
      attempts: 0,
      meanScore: null,
      sdScore: null,
      passRate: null,
      forms: [],
      formsNotShown: 0,
      items: [],
    },
  ],
  inquiries: [
    {
      slideId: 70,
      key: 'tf',
      title: 'Dual agency',
      type: 'TRUE_FALSE',
      learners: 12,
      submissions: 15,
      firstTryDifficulty: 0.95,
      eventualDifficulty: 1,
      flags: ['TOO_EASY'],
    },
  ],
};

function serve() {
  const calls: URL[] = [];
  mockFetch((url) => {
    if (url.pathname === '/api/admin/products/search')
      return jsonResponse(200, {
        content: [{ id: 5, code: 'RE-CE', name: 'Real Estate CE', type: 'COURSE', createdAt: '2026-01-01T00:00:00Z' }],
        totalElements: 1,
        totalPages: 1,
      });
    if (url.pathname === '/api/admin/item-analysis/product/5') {
      calls.push(url);
      return jsonResponse(200, reply);
    }
    return jsonResponse(404, {});
  });
  return calls;
}

describe('ItemAnalysisPage', () => {
  it('shows a chosen course’s exams, items with their flags and the chart with a text alternative', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ItemAnalysisPage /> }], '/');
    const course = await screen.findByRole('combobox', { name: 'Course' });
    await screen.findByRole('option', { name: 'Real Estate CE (RE-CE)' });
    await user.selectOptions(course, '5');
    const table = await screen.findByRole('table', { name: 'Items of Unit Exam' });
    expect(calls).toHaveLength(1);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const negative = within(table).getByRole('rowheader', { name: /u22/ }).closest('tr') as HTMLElement;
    expect(within(negative).getByText('Negative discrimination')).toBeTruthy();
    expect(within(negative).getByRole('cell', { name: '-0.27' })).toBeTruthy();
    const easy = within(table)
      .getByRole('rowheader', { name: /u1 Question u1/ })
      .closest('tr') as HTMLElement;
    expect(within(easy).getByText('Too easy')).toBeTruthy();
    expect(within(easy).getByText('Distractor nobody picks')).toBeTruthy();
    expect(within(easy).getByText('b (key): 5 (top 3, bottom 0)')).toBeTruthy();
    expect(within(easy).getByRole('cell', { name: '7 s (9 timed responses)' })).toBeTruthy();

    const chart = screen.getByRole('img', { name: /Scatter chart of 2 of 3 items/ });
    expect(chart.querySelectorAll('rect[fill="#c92a2a"]')).toHaveLength(1); // u22 (u1 has no point-biserial)
    expect(chart.querySelectorAll('circle')).toHaveLength(1); // u333
    expect(screen.getByRole('figure', { name: 'Difficulty and discrimination' })).toBeTruthy();
    expect(screen.getByText(/2 of 3 items plotted .* 2 flagged, drawn as red squares, 1 of them below/)).toBeTruthy();

    // The wide table's region is in the tab order, so the keyboard can scroll it.
    const region = screen.getByRole('region', { name: 'Items of Unit Exam' });
    expect(region.tabIndex).toBe(0);
    const forms = screen.getByRole('table', { name: 'Forms of Unit Exam' });
    expect(within(forms).getByRole('cell', { name: '0.61' })).toBeTruthy();
    expect(screen.getByText(/10 attempts; mean score 52.5%, standard deviation 7.5 points; pass rate 10%/)).toBeTruthy();
    expect(screen.getByText('No finished attempt yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/item-analysis/product/5/csv',
    );

    const inquiries = screen.getByRole('table', { name: 'Graded lesson questions' });
    const tf = within(inquiries).getByRole('rowheader', { name: 'Dual agency (tf)' }).closest('tr') as HTMLElement;
    expect(within(tf).getByRole('cell', { name: '0.95' })).toBeTruthy();
    expect(within(tf).getByText('Too easy')).toBeTruthy();

    // Flagged only: the unflagged item goes.
    await user.click(screen.getByRole('checkbox', { name: 'Flagged items only' }));
    expect(within(screen.getByRole('table', { name: 'Items of Unit Exam' })).getAllByRole('row')).toHaveLength(3);
    // One exam: the other's section goes and the CSV names it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Exam' }), '11');
    expect(screen.queryByRole('heading', { name: 'Final Exam' })).toBeNull();
    // Lesson questions belong to the whole course's view.
    expect(screen.queryByRole('table', { name: 'Graded lesson questions' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/item-analysis/product/5/csv?examId=11',
    );
  });
});
