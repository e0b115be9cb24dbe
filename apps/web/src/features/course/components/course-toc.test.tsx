import type { MetaNode } from '@continuum/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { indexMeta } from '../model/course-tree';
import { metaNode, productMeta, productState } from '../testing/fixtures';
import { CourseToc } from './course-toc';

// A course of 8 units (ids 10..17), each with one lesson (100..107); unit 14 also ends with an exam (204).
function course() {
  const units: MetaNode[] = [];
  const leaves: MetaNode[] = [];
  for (let i = 0; i < 8; i++) {
    const children = i === 4 ? [100 + i, 204] : [100 + i];
    units.push(metaNode(10 + i, 'UNIT', 1, children, { title: `Unit ${i}` }));
    leaves.push(metaNode(100 + i, 'LESSON', 10 + i, [], { title: `Lesson ${i}` }));
  }
  leaves.push(metaNode(204, 'EXAM', 14, [], { title: 'Unit 4 Exam' }));
  const tree = indexMeta(
    productMeta(1, [
      metaNode(
        1,
        'COURSE',
        null,
        units.map((u) => u.id),
      ),
      ...units,
      ...leaves,
    ]),
  );
  const status: Record<string, 'COMPLETE' | 'AVAILABLE' | 'LOCKED'> = {};
  for (let i = 0; i < 8; i++) {
    const s = i < 4 ? 'COMPLETE' : i === 4 ? 'AVAILABLE' : 'LOCKED';
    status[String(10 + i)] = s;
    status[String(100 + i)] = s;
  }
  status['204'] = 'LOCKED';
  return { tree, state: productState({ currentNodeId: 104, componentStatusMap: status }) };
}

const sectionNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('CourseToc', () => {
  it('shows 5 sections around the current one, with View Previous / View Upcoming toggles', async () => {
    const { tree, state } = course();
    renderWithProviders(<CourseToc lpId={7} tree={tree} state={state} />);
    expect(sectionNames()).toEqual([
      'Unit 2, Completed',
      'Unit 3, Completed',
      'Unit 4, Current',
      'Unit 5, Locked',
      'Unit 6, Locked',
    ]);

    const previous = screen.getByRole('button', { name: 'View Previous' });
    expect(previous.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(previous);
    expect(sectionNames()[0]).toBe('Unit 0, Completed');
    expect(screen.getByRole('button', { name: 'Hide Previous' }).getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'View Upcoming' }));
    expect(sectionNames()).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Hide Upcoming' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hide Previous' }));
    expect(sectionNames()).toHaveLength(5);
  });

  it('centres on the node the home was asked to show (currentNodeId)', () => {
    const { tree, state } = course();
    renderWithProviders(<CourseToc lpId={7} tree={tree} state={state} focusNodeId={100} />);
    expect(sectionNames()[0]).toBe('Unit 0, Completed');
    expect(screen.queryByRole('button', { name: 'View Previous' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View Upcoming' })).toBeDefined();
  });

  it('links open entries, says each state in words, and gives exams a separate Results entry', () => {
    const { tree, state } = course();
    state.componentStatusMap['204'] = 'AVAILABLE';
    renderWithProviders(<CourseToc lpId={7} tree={tree} state={state} />);
    expect(screen.getByRole('link', { name: 'Unit 4, Current' }).getAttribute('href')).toBe('/lp/7/lc/14');
    expect(screen.getByRole('link', { name: 'Lesson 4, Current' }).getAttribute('href')).toBe('/lp/7/lc/104');
    expect(screen.getByRole('link', { name: 'Lesson 2, Completed' })).toBeDefined();
    // Locked entries are text, not links.
    expect(screen.queryByRole('link', { name: /Unit 5/ })).toBeNull();
    expect(within(screen.getByRole('heading', { name: 'Unit 5, Locked' })).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Results: Unit 4 Exam' }).getAttribute('href')).toBe('/lp/7/lc/204?step=examHistory');
  });
});
