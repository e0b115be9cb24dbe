import type { StudentPollAnswer } from '@continuum/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inFrench } from '@/test/french';
import { checkReply, publicSlide, renderInquiry } from '../testing/inquiry-test-harness';
import { StudentPollInquiry } from './student-poll';
import { POLL_CHART_COLORS } from './student-poll-colors';

const choices = [
  { id: 'yes', text: 'Yes' },
  { id: 'no', text: 'No' },
  { id: 'unsure', text: 'Not sure' },
];
const pie = publicSlide('STUDENT_POLL', { choices, multiple: false, chartType: 'PIE' });

/** Stored votes before this one; the server adds the learner's vote and counts per choice, in authored order. */
function tally(before: Record<string, number>) {
  return ({ choiceIds }: StudentPollAnswer) =>
    checkReply({
      answers: { choiceIds },
      taken: true,
      progressed: true,
      pollResults: choices.map((c) => ({ label: c.text, value: (before[c.id] ?? 0) + (choiceIds.includes(c.id) ? 1 : 0) })),
    });
}

const row = (name: string | RegExp) => screen.getByRole('row', { name });

describe('StudentPollInquiry', () => {
  it('votes for one choice and shows the results as a pie chart with a table of votes', async () => {
    const user = userEvent.setup();
    const { submit, onAnswerChange } = renderInquiry(StudentPollInquiry, pie, { reply: tally({ yes: 2, no: 1 }) });
    const group = screen.getByRole('radiogroup', { name: 'Choose one answer' });
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    expect(onAnswerChange).toHaveBeenLastCalledWith({ choiceIds: ['yes'] });

    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(submit).toHaveBeenLastCalledWith({ choiceIds: ['yes'] });
    const results = await screen.findByRole('figure', { name: 'Poll results' });
    const chart = within(results).getByRole('img', { name: 'Pie chart of the votes' });
    // Two slices (Yes 3, No 1; nobody is unsure), in the first two colours of the list.
    expect([...chart.querySelectorAll('path')].map((p) => p.getAttribute('fill'))).toEqual([
      POLL_CHART_COLORS[0],
      POLL_CHART_COLORS[1],
    ]);
    expect(
      within(row(/Yes \(your vote\)/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '75%']);
    expect(
      within(row(/^No \d/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '25%']);
    expect(
      within(row(/Not sure/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0%']);
    expect(within(results).getByText('Total votes: 4')).toBeDefined();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('takes several choices when the poll is multiple, in authored order, and none makes it unanswered', async () => {
    const user = userEvent.setup();
    const slide = publicSlide('STUDENT_POLL', { choices, multiple: true, chartType: 'BAR' });
    const { submit, onAnswerChange } = renderInquiry(StudentPollInquiry, slide, { reply: tally({ no: 4 }) });
    const group = screen.getByRole('group', { name: 'Choose one or more answers' });
    await user.click(within(group).getByRole('checkbox', { name: 'Not sure' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Yes' }));
    expect(onAnswerChange).toHaveBeenLastCalledWith({ choiceIds: ['yes', 'unsure'] });
    await user.click(within(group).getByRole('checkbox', { name: 'Yes' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Not sure' }));
    expect(onAnswerChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByRole('button', { name: 'Check answers' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(group).getByRole('checkbox', { name: 'No' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Not sure' }));
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(submit).toHaveBeenLastCalledWith({ choiceIds: ['no', 'unsure'] });
    const chart = await screen.findByRole('img', { name: 'Bar chart of the votes' });
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    expect(
      within(row(/No \(your vote\)/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '83%']);
  });

  it("shows the spec's error text instead of a chart when the poll has no chart type, and still the votes", async () => {
    const user = userEvent.setup();
    const slide = publicSlide('STUDENT_POLL', { choices, multiple: false });
    renderInquiry(StudentPollInquiry, slide, { reply: tally({}) });
    await user.click(screen.getByRole('radio', { name: 'Not sure' }));
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Unable to produce the chart. Please make sure you have the chart type setup.',
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(
      within(row(/Not sure \(your vote\)/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '100%']);
  });

  it('draws a single full slice of a doughnut as a ring', async () => {
    const user = userEvent.setup();
    const slide = publicSlide('STUDENT_POLL', { choices, multiple: false, chartType: 'DOUGHNUT' });
    renderInquiry(StudentPollInquiry, slide, { reply: tally({}) });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    const chart = await screen.findByRole('img', { name: 'Doughnut chart of the votes' });
    expect(chart.querySelectorAll('path')).toHaveLength(0);
    // Background, the whole-circle slice in the second colour, and the hole.
    expect([...chart.querySelectorAll('circle')].map((c) => c.getAttribute('fill'))).toEqual([
      'var(--mantine-color-gray-2)',
      POLL_CHART_COLORS[1],
      'white',
    ]);
  });

  it('offers the choices again after Retake (the player resets the slide)', async () => {
    const user = userEvent.setup();
    const { submit } = renderInquiry(StudentPollInquiry, pie, { reply: tally({}) });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    await screen.findByRole('figure', { name: 'Poll results' });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    const group = screen.getByRole('radiogroup', { name: 'Choose one answer' });
    expect(
      within(group)
        .getAllByRole<HTMLInputElement>('radio')
        .some((r) => r.checked),
    ).toBe(false);
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(submit).toHaveBeenLastCalledWith({ choiceIds: ['no'] });
  });

  it('writes each share as a French percent, a no-break space before the sign', async () => {
    await inFrench();
    const user = userEvent.setup();
    renderInquiry(StudentPollInquiry, pie, { reply: tally({ yes: 2, no: 1 }) });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Check answers' })); // the test harness's own button
    const share = await screen.findByRole('cell', { name: /^75\s%$/ });
    expect(share.textContent).toMatch(/^75[\u00a0\u202f]%$/);
  });
});
