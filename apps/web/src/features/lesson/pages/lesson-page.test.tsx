import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seatTimeStore } from '@/features/seat-time/public/seat-time-store';
import { jsonResponse } from '@/test/render';
import { checkReply, lcReply, lessonNode, lessonReply, slide } from '../components/testing/fixtures';
import { serveLesson } from '../components/testing/serve-lesson';
import { renderLesson } from '../testing/render-lesson';

afterEach(() => {
  vi.restoreAllMocks();
  seatTimeStore.setTask(null);
});

const read = slide('CONTENT', 'read', {
  title: 'Why duties matter',
  // As the server sends it: the slide's Markdown rendered to sanitized HTML at import.
  content: '<p>A broker owes duties.</p>\n<p>To the client.</p>',
  unsupported: false,
});
const tf = slide('TRUE_FALSE', 'dual', { title: 'Dual agency', content: 'Texas permits dual agency.' });
const submits = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.path.includes('/submit/')).map((c) => [c.path.replace('/api/lesson/7/5/5/submit/', ''), c.body]);

describe('LessonPage: the slide player', () => {
  it('shows the subheader, records a content slide with Next, then checks a true/false answer and moves on', async () => {
    const calls = serveLesson({
      lesson: lessonReply([read, tf]),
      onSubmit: (ref, body) =>
        ref === 101
          ? checkReply({ taken: true, progressed: true, currentIndex: 1 })
          : checkReply({
              correct: (body as { value: boolean }).value === false,
              feedback: 'Right: Texas uses intermediaries.',
              taken: true,
              progressed: true,
              currentIndex: 2,
            }),
    });
    seatTimeStore.setTask({
      timeOnTaskId: 44,
      node: { lpId: 7, id: 5, title: 'Duties to Clients', lessonAudit: true },
      completed: false,
    });
    const { router } = renderLesson('/lp/7/lc/5');

    expect(await screen.findByRole('heading', { level: 2, name: 'Why duties matter' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson 1.1: Duties to Clients' })).toBeDefined();
    expect(screen.getByText('Unit 1: Agency')).toBeDefined();
    expect(screen.getByText('1 of 2')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Exit Lesson' }).getAttribute('href')).toBe('/lp/7/home?currentNodeId=5');
    expect(screen.getByText('To the client.')).toBeDefined();
    // The slide shown is pinned in the address.
    await waitFor(() => expect(router.state.location.search).toBe('?inquiryIndex=0'));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dual agency' })).toBeDefined();
    expect(screen.getByText('2 of 2')).toBeDefined();
    expect(router.state.location.search).toBe('?inquiryIndex=1');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/tot/lesson').map((c) => c.body)).toEqual([
        {
          exitedTimeOnTaskId: 44,
          learningComponentId: 5,
          lessonName: 'Duties to Clients',
          previousSlideName: 'Why duties matter',
          nextSlideName: 'Dual agency',
          complete: false,
        },
      ]),
    );

    // Unanswered: nothing to check, and Next waits for an answer.
    const check = screen.getByRole('button', { name: 'Check Answers' });
    expect(check).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Finish Lesson' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Answer the question to continue.')).toBeDefined();

    await userEvent.click(await screen.findByRole('radio', { name: 'False' }));
    expect(check).toHaveProperty('disabled', false);
    await userEvent.click(check);
    expect(await screen.findByText('Correct!')).toBeDefined();
    expect(screen.getByText('Right: Texas uses intermediaries.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Check Answers' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Finish Lesson' })).toHaveProperty('disabled', false);
    expect(submits(calls)).toEqual([
      ['101/true', {}],
      ['102/true', { value: false }],
    ]);

    // Editing after the check drops the verdict and offers the check again.
    await userEvent.click(screen.getByRole('radio', { name: 'True' }));
    expect(screen.queryByText('Correct!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check Answers' })).toHaveProperty('disabled', false);
  });

  it('requireSlidesCorrect: a wrong answer does not progress and offers Try Again, which resets the slide', async () => {
    const calls = serveLesson({
      lesson: lessonReply([tf]),
      onSubmit: (_ref, body) =>
        (body as { value: boolean }).value === false
          ? checkReply({ correct: true, feedback: 'Right.', taken: true, progressed: true, currentIndex: 1 })
          : checkReply({ correct: false, feedback: 'Texas does not permit dual agency.', currentIndex: 0 }),
    });
    renderLesson('/lp/7/lc/5');
    await userEvent.click(await screen.findByRole('radio', { name: 'True' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check Answers' }));

    expect(await screen.findByText('Incorrect')).toBeDefined();
    expect(screen.getByText('Texas does not permit dual agency.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Finish Lesson' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByText('Incorrect')).toBeNull();
    expect(screen.getByRole('radio', { name: 'True' })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Check Answers' })).toHaveProperty('disabled', true);
    expect(document.activeElement?.textContent).toBe('Dual agency');

    await userEvent.click(screen.getByRole('radio', { name: 'False' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check Answers' }));
    expect(await screen.findByText('Correct!')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Finish Lesson' })).toHaveProperty('disabled', false);
    expect(submits(calls).map(([, body]) => body)).toEqual([{ value: true }, { value: false }]);
  });

  it('a taken slide the learner leaves alone shows only Next; Previous goes back', async () => {
    serveLesson({ lesson: lessonReply([read, tf], 2) });
    const { router } = renderLesson('/lp/7/lc/5?inquiryIndex=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dual agency' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Check Answers' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Finish Lesson' })).toHaveProperty('disabled', false);

    await userEvent.click(await screen.findByRole('radio', { name: 'True' }));
    expect(screen.getByRole('button', { name: 'Check Answers' })).toHaveProperty('disabled', false);

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Why duties matter' })).toBeDefined();
    expect(router.state.location.search).toBe('?inquiryIndex=0');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
  });

  it('leaving while the slides still load (the next page waiting for its data) is not undone when they arrive', async () => {
    let sendLesson = () => {};
    let sendTopic = () => {};
    serveLesson({ lesson: lessonReply([read, tf]), lessonReady: new Promise<void>((resolve) => (sendLesson = resolve)) });
    const topicReady = new Promise<null>((resolve) => (sendTopic = () => resolve(null)));
    const { router } = renderLesson('/lp/7/lc/5', undefined, [
      { path: '/lp/7/topic', loader: () => topicReady, element: <h1>Topic</h1> },
    ]);
    expect(await screen.findByText('Lesson 1.1: Duties to Clients')).toBeDefined();
    // Back to the topic, whose loader is still waiting, when the slides arrive.
    await act(async () => {
      void router.navigate('/lp/7/topic');
    });
    expect(router.state.navigation.state).toBe('loading');
    sendLesson();
    expect(await screen.findByRole('heading', { level: 2, name: 'Why duties matter' })).toBeDefined();
    sendTopic();
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/lp/7/topic');
  });

  it('shows successMessage only as one of the app’s keys, and keeps it when the slide index is pinned (decision 0108)', async () => {
    serveLesson({ lesson: lessonReply([read, tf]) });
    const crafted = renderLesson('/lp/7/lc/5?successMessage=Your%20account%20is%20verified.%20Call%20555-0100');
    await screen.findByRole('heading', { level: 2, name: 'Why duties matter' });
    await waitFor(() => expect(crafted.router.state.location.search).toBe('?inquiryIndex=0'));
    expect(screen.queryByText(/Your account is verified/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    crafted.unmount();

    const { router } = renderLesson('/lp/7/lc/5?successMessage=lessonCompleted');
    expect((await screen.findByRole('status')).textContent).toBe('You completed this lesson.');
    await waitFor(() => expect(router.state.location.search).toBe('?inquiryIndex=0&successMessage=lessonCompleted'));
    expect(screen.getByRole('status').textContent).toBe('You completed this lesson.');
  });

  it('never shows a slide past the first one not taken, whatever the address asks', async () => {
    serveLesson({ lesson: lessonReply([read, tf], 0) });
    renderLesson('/lp/7/lc/5?inquiryIndex=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Why duties matter' })).toBeDefined();
  });

  it('requiredTime: Next waits for the countdown', async () => {
    serveLesson({
      lesson: lessonReply([{ ...read, requiredTime: 1 }, tf]),
      onSubmit: () => checkReply({ taken: true, progressed: true, currentIndex: 1 }),
    });
    renderLesson('/lp/7/lc/5');
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);
    expect(screen.getByRole('timer').textContent).toBe('You can continue in 1 second');
    await waitFor(() => expect(next).toHaveProperty('disabled', false), { timeout: 2500 });
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it("shows the server's refusal of a slide taken too early", async () => {
    serveLesson({
      lesson: lessonReply([read, tf]),
      onSubmit: () =>
        jsonResponse(409, { status: 409, code: 'SLIDE_TIME_NOT_MET', message: 'This slide needs 3 more second(s)' }),
    });
    renderLesson('/lp/7/lc/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please spend a little more time on this slide before you continue.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Why duties matter' })).toBeDefined();
  });

  it('names the fields of an answer the server refused, never a generic failure', async () => {
    serveLesson({
      lesson: lessonReply([tf]),
      onSubmit: () =>
        jsonResponse(400, {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'value must be true or false',
          fieldErrors: [{ field: 'inquiryAnswerData.value', message: 'value must be true or false' }],
        }),
    });
    renderLesson('/lp/7/lc/5');
    await userEvent.click(await screen.findByRole('radio', { name: 'True' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check Answers' }));
    expect((await screen.findByRole('alert')).textContent).toContain('inquiryAnswerData.value');
  });

  it("an unknown type says 'Unsupported inquiry type' and Next completes it", async () => {
    const calls = serveLesson({
      lesson: lessonReply([slide('WIDGET', 'w', { title: 'Widget', unsupported: true }), tf]),
      onSubmit: () => checkReply({ taken: true, progressed: true, currentIndex: 1 }),
    });
    renderLesson('/lp/7/lc/5');
    expect(await screen.findByText('Unsupported inquiry type: WIDGET')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dual agency' })).toBeDefined();
    expect(submits(calls)).toEqual([['101/true', {}]]);
  });

  it('finishing the last slide finishes the lesson and opens lessonSuccess with the final audit', async () => {
    const calls = serveLesson({ lesson: lessonReply([read], 1) });
    seatTimeStore.setTask({
      timeOnTaskId: 45,
      node: { lpId: 7, id: 5, title: 'Duties to Clients', lessonAudit: true },
      completed: false,
    });
    const { router } = renderLesson('/lp/7/lc/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Finish Lesson' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=lessonSuccess&skipLessonAudit=true'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/lesson/7/5/5/finish')).toBe(true);
    expect(calls.filter((c) => c.path === '/api/tot/lesson').map((c) => c.body)).toEqual([
      {
        exitedTimeOnTaskId: 45,
        learningComponentId: 5,
        lessonName: 'Duties to Clients',
        previousSlideName: 'Why duties matter',
        complete: true,
      },
    ]);
    expect(seatTimeStore.task()?.completed).toBe(true);
  });

  it('the security question after a lesson has a way back to the lesson (issue 25 item 24)', async () => {
    serveLesson({
      lesson: lessonReply([read], 1),
      finish: { securityQuestionNeeded: true, securityQuestion: 2, final: false, finalComplete: false, complete: false },
      onSecurity: () => ({ result: true, nextQuestion: null }),
    });
    const { router } = renderLesson('/lp/7/lc/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Finish Lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security Question' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the page' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(router.state.location.pathname).toBe('/lp/7/lc/5');
    expect(router.state.location.search).not.toContain('step=lessonSuccess');
    expect(screen.getByRole('button', { name: 'Finish Lesson' })).toBeDefined();
  });

  it('a required security question: wrong shows Incorrect! and the next question, right continues', async () => {
    const answers: unknown[] = [];
    serveLesson({
      lesson: lessonReply([read], 1),
      finish: { securityQuestionNeeded: true, securityQuestion: 2, final: false, finalComplete: false, complete: false },
      onSecurity: (body) => {
        answers.push(body);
        return body.answer === 'Austin' ? { result: true, nextQuestion: null } : { result: false, nextQuestion: 4 };
      },
    });
    const { router, client } = renderLesson('/lp/7/lc/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Finish Lesson' }));

    const dialog = await screen.findByRole('dialog', { name: 'Security Question' });
    const submit = screen.getByRole('button', { name: 'Submit Answer' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('What is your mailing city?'), 'Dallas');
    expect(submit).toHaveProperty('disabled', false);
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect!');
    const phone = screen.getByLabelText('What are the last 4 characters of your phone number?');
    expect(phone).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Submit Answer' })).toHaveProperty('disabled', true);

    // The right answer completes the lesson on the server: the progress read before it is out of date.
    const progressKey = ['course', 7, 'progress'];
    client.setQueryData(progressKey, { percentComplete: 9.1 });
    await userEvent.type(phone, 'Austin');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await waitFor(() => expect(router.state.location.search).toContain('step=lessonSuccess'));
    expect(client.getQueryState(progressKey)?.isInvalidated).toBe(true);
    expect(dialog.isConnected).toBe(false);
    expect(answers).toEqual([
      { question: 2, answer: 'Dallas' },
      { question: 4, answer: 'Austin' },
    ]);
  });
});

describe('LessonPage: subheader, lock and skip', () => {
  it('a locked lesson shows the lock overlay and loads no slides', async () => {
    const calls = serveLesson({ lesson: lessonReply([read]) });
    renderLesson('/lp/7/lc/5', () => lcReply(lessonNode({ locked: true, status: 'LOCKED' })));
    expect(await screen.findByText('This lesson is locked.')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson 1.1: Duties to Clients' })).toBeDefined();
    expect(calls.some((c) => c.path === '/api/lesson/7/5')).toBe(false);
  });

  it('labels optional and exempt lessons and says when live support is required', async () => {
    serveLesson({ lesson: lessonReply([read]) });
    const node = lessonNode({
      optionalInfo: { optional: true, ancestorOptional: false, optionalStatusText: null },
      exemptInfo: { exempt: false, ancestorExempt: true, statusText: null, helpText: null, childBannerText: null },
      instructorInfo: { instructorRequired: false, ancestorInstructorRequired: true, text: null },
    });
    renderLesson('/lp/7/lc/5', () => lcReply(node));
    expect(await screen.findByText('OPTIONAL')).toBeDefined();
    expect(screen.getByText('EXEMPT')).toBeDefined();
    expect(screen.getByText('Live instructor support is required for this lesson.')).toBeDefined();
  });

  it('shows the banners with the texts the server gives: an exempt lesson’s content banner, an optional section’s', async () => {
    serveLesson({ lesson: lessonReply([read]) });
    const node = lessonNode({
      optionalInfo: { optional: false, ancestorOptional: true, optionalStatusText: 'Extra credit, if you like' },
      exemptInfo: {
        exempt: true,
        ancestorExempt: false,
        statusText: 'Exempt: you passed the Unit 2 exam',
        helpText: 'Required until you pass',
        childBannerText: 'You are exempt from this review; work through it for practice.',
      },
      instructorInfo: { instructorRequired: true, ancestorInstructorRequired: false, text: null },
    });
    renderLesson('/lp/7/lc/5', () => lcReply(node));
    const banners = await screen.findAllByRole('status');
    const texts = banners.map((b) => b.textContent);
    expect(texts).toContain('You are exempt from this review; work through it for practice.');
    expect(texts).toContain('Extra credit, if you like');
    // The help text is for a lesson not yet exempt; the live-support notice is the subheader's.
    expect(screen.queryByText('Required until you pass')).toBeNull();
    expect(screen.queryByText(/requires an instructor to be available/)).toBeNull();
  });

  it('offers Skip Lesson only in a development build', async () => {
    serveLesson({ lesson: lessonReply([read]), devMode: true });
    const { router } = renderLesson('/lp/7/lc/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Skip Lesson' }));
    expect(await screen.findByRole('heading', { name: 'Next lesson' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/lp/7/lc/6');
  });

  it('has no Skip Lesson otherwise', async () => {
    serveLesson({ lesson: lessonReply([read]), devMode: false });
    renderLesson('/lp/7/lc/5');
    await screen.findByRole('heading', { level: 2, name: 'Why duties matter' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Skip Lesson' })).toBeNull();
  });
});

describe('LessonPage: the right sidebars (000 §2 selection list and inquiry choice; issue 25 item 21)', () => {
  it('lists the slides, selects one reached, names those ahead; beside a question says how to answer and where it stands', async () => {
    const third = slide('CONTENT', 'later', { title: 'Later on', unsupported: false });
    serveLesson({
      lesson: lessonReply([read, tf, third], 1),
      onSubmit: () => checkReply({ correct: false, feedback: 'No.', taken: true, progressed: true, currentIndex: 2 }),
    });
    const { router } = renderLesson('/lp/7/lc/5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dual agency' })).toBeDefined();
    const sidebar = within(screen.getByRole('complementary', { name: 'Lesson sidebar' }));
    const list = within(sidebar.getByRole('navigation', { name: 'Slides in this lesson' }));
    expect(list.getByRole('button', { name: '2. Dual agency, not done yet' }).getAttribute('aria-current')).toBe('step');
    expect(list.queryByRole('button', { name: /Later on/ })).toBeNull();
    expect(list.getByText('(not reached yet)')).toBeDefined();

    const choice = within(sidebar.getByRole('region', { name: 'Your answer' }));
    expect(choice.getByText('Choose your answer, then check it.')).toBeDefined();
    expect(choice.getByRole('status').textContent).toBe('Not answered yet.');
    await userEvent.click(screen.getByRole('radio', { name: 'False' }));
    expect(choice.getByRole('status').textContent).toBe('Answered, not checked yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Check Answers' }));
    await waitFor(() => expect(choice.getByRole('status').textContent).toBe('Checked: incorrect.'));

    await userEvent.click(list.getByRole('button', { name: '1. Why duties matter, done' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Why duties matter' })).toBeDefined();
    expect(router.state.location.search).toBe('?inquiryIndex=0');
    // A content slide has no answer: only the slide list.
    expect(screen.queryByRole('region', { name: 'Your answer' })).toBeNull();
  });
});
