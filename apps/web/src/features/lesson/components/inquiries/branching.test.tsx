import type { BranchingAnswer } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkReply, publicSlide, renderInquiry } from '../testing/inquiry-test-harness';
import { BranchingInquiry } from './branching';

interface Option {
  id: string;
  text: string;
  correct: boolean;
  feedback?: string;
  next?: Option[];
}
// branchingSample as authored; the slide publishes only the first level's ids and texts.
const tree: Option[] = [
  {
    id: 'disclose',
    text: 'Disclose the defect',
    correct: true,
    feedback: 'BR disclosing is right',
    next: [
      { id: 'in-writing', text: 'In writing', correct: true, feedback: 'BR writing is right' },
      { id: 'by-phone', text: 'By phone', correct: false, feedback: 'BR a call leaves no record' },
    ],
  },
  { id: 'hide', text: 'Say nothing', correct: false, feedback: 'BR hiding is fraud' },
];
const slide = publicSlide('BRANCHING', { branchingChoices: tree.map(({ id, text }) => ({ id, text })) });

/** What the server's branching grader answers for a path (graders/branching.ts). */
function grade({ path }: BranchingAnswer) {
  let level: Option[] | undefined = tree;
  const picked: Option[] = [];
  for (const id of path) {
    const option: Option | undefined = level?.find((o) => o.id === id);
    if (!option) throw new Error(`bad path ${path.join('/')}`);
    picked.push(option);
    const optionFeedback = Object.fromEntries(picked.flatMap((o) => (o.feedback ? [[o.id, o.feedback]] : [])));
    if (!option.correct)
      return checkReply({ correct: false, feedback: option.feedback ?? null, optionFeedback, answers: { path } });
    level = option.next;
    if (!level) return checkReply({ correct: true, feedback: 'BR well handled', optionFeedback, answers: { path }, taken: true });
  }
  return checkReply({
    correct: true,
    feedback: picked.at(-1)?.feedback ?? null,
    optionFeedback: Object.fromEntries(picked.flatMap((o) => (o.feedback ? [[o.id, o.feedback]] : []))),
    next: level?.map(({ id, text }) => ({ id, text })) ?? null,
    answers: { path },
  });
}

describe('BranchingInquiry', () => {
  it('walks a path: each choice is submitted, the server sends the next options, then the final feedback', async () => {
    const user = userEvent.setup();
    const { submit, onAnswerChange } = renderInquiry(BranchingInquiry, slide, { reply: grade });
    const firstLevel = screen.getByRole('group', { name: 'Choose an option' });
    expect(
      within(firstLevel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Disclose the defect', 'Say nothing']);

    await user.click(within(firstLevel).getByRole('button', { name: 'Disclose the defect' }));
    expect(submit).toHaveBeenLastCalledWith({ path: ['disclose'] });
    expect(onAnswerChange).toHaveBeenLastCalledWith({ path: ['disclose'] });
    const next = await screen.findByRole('group', { name: 'Choose what happens next' });
    // The reply's feedback shows once: the player shows it, the path does not repeat it.
    expect(screen.getAllByText('BR disclosing is right')).toHaveLength(1);

    await user.click(within(next).getByRole('button', { name: 'In writing' }));
    expect(submit).toHaveBeenLastCalledWith({ path: ['disclose', 'in-writing'] });
    expect(await screen.findByText('BR well handled')).toBeDefined();
    expect(screen.getAllByText('BR well handled')).toHaveLength(1);
    expect(screen.getByText('You reached the end of this scenario.')).toBeDefined();
    expect(screen.queryByRole('group', { name: /Choose/ })).toBeNull();
    const path = screen.getByRole('list', { name: 'Your choices so far' });
    expect(within(path).getByText('BR disclosing is right')).toBeDefined();
    expect(within(path).getByText('BR writing is right')).toBeDefined();
    expect(
      within(path)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Disclose the defect', 'In writing']);
  });

  it('drops a refused choice from the path, shows its feedback, and lets the learner choose again', async () => {
    const user = userEvent.setup();
    const { submit } = renderInquiry(BranchingInquiry, slide, { reply: grade });
    await user.click(screen.getByRole('button', { name: 'Disclose the defect' }));
    await user.click(await screen.findByRole('button', { name: 'By phone' }));
    expect(submit).toHaveBeenLastCalledWith({ path: ['disclose', 'by-phone'] });
    expect(await screen.findByText('BR a call leaves no record')).toBeDefined();
    expect(screen.getByText('Not this time: By phone')).toBeDefined();
    const path = screen.getByRole('list', { name: 'Your choices so far' });
    expect(within(path).queryByText('By phone')).toBeNull();

    await user.click(
      within(screen.getByRole('group', { name: 'Choose what happens next' })).getByRole('button', { name: 'In writing' }),
    );
    expect(submit).toHaveBeenLastCalledWith({ path: ['disclose', 'in-writing'] });
    expect(await screen.findByText('BR well handled')).toBeDefined();
    expect(screen.queryByText('Not this time: By phone')).toBeNull();
  });

  it('refuses a wrong first choice without leaving the first level', async () => {
    const user = userEvent.setup();
    const { submit } = renderInquiry(BranchingInquiry, slide, { reply: grade });
    await user.click(screen.getByRole('button', { name: 'Say nothing' }));
    expect(submit).toHaveBeenLastCalledWith({ path: ['hide'] });
    expect(await screen.findByText('BR hiding is fraud')).toBeDefined();
    expect(screen.getByRole('group', { name: 'Choose an option' })).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Your choices so far' })).toBeNull();
  });

  it('starts over after the end, and when the player resets the answer', async () => {
    const user = userEvent.setup();
    renderInquiry(BranchingInquiry, slide, { reply: grade });
    await user.click(screen.getByRole('button', { name: 'Disclose the defect' }));
    await user.click(await screen.findByRole('button', { name: 'In writing' }));
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('group', { name: 'Choose an option' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Disclose the defect' }));
    await screen.findByRole('group', { name: 'Choose what happens next' });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('group', { name: 'Choose an option' })).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Your choices so far' })).toBeNull();
  });

  it('keeps the path as it was when the submission fails (the player shows the error)', async () => {
    const user = userEvent.setup();
    renderInquiry(BranchingInquiry, slide, {
      reply: (a) => {
        if (a.path.length > 1) throw new Error('offline');
        return grade(a);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Disclose the defect' }));
    await user.click(await screen.findByRole('button', { name: 'In writing' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'In writing' }).hasAttribute('disabled')).toBe(false));
    const path = screen.getByRole('list', { name: 'Your choices so far' });
    expect(within(path).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Choose what happens next' })).toBeDefined();
  });
});
