import { describe, expect, it } from 'vitest';
import { computeProgression } from './engine.js';
import type { EngineNode, StatusFact } from './types.js';

/** A tree from nested arrays: [key, type, metadata?, children?]. Ids are assigned in document order. */
type Spec = [string, string, Record<string, string>?, Spec[]?];
function tree(spec: Spec) {
  const nodes = new Map<number, EngineNode>();
  const ids = new Map<string, number>();
  let next = 1;
  const build = (s: Spec, parentId: number | null): number => {
    const id = next++;
    ids.set(s[0], id);
    const node: EngineNode = { id, key: s[0], type: s[1], parentId, metadata: s[2] ?? {}, children: [] };
    nodes.set(id, node);
    node.children = (s[3] ?? []).map((c) => build(c, id));
    return id;
  };
  const rootId = build(spec, null);
  const id = (key: string) => {
    const v = ids.get(key);
    if (v === undefined) throw new Error(key);
    return v;
  };
  return { nodes, rootId, id };
}

function run(
  spec: Spec,
  facts: Record<string, StatusFact> = {},
  opts: { instructorAvailable?: boolean; instructorGating?: boolean; leftOff?: string; exempt?: string[] } = {},
) {
  const t = tree(spec);
  const result = computeProgression({
    rootId: t.rootId,
    nodes: t.nodes,
    facts: new Map(Object.entries(facts).map(([k, v]) => [t.id(k), v])),
    instructorAvailable: opts.instructorAvailable ?? false,
    instructorGating: opts.instructorGating ?? true,
    leftOffId: opts.leftOff ? t.id(opts.leftOff) : null,
    exemptIds: new Set((opts.exempt ?? []).map((k) => t.id(k))),
  });
  const state = (key: string) => {
    const s = result.states.get(t.id(key));
    if (!s) throw new Error(key);
    return s;
  };
  const key = (id: number | null) => [...t.nodes.values()].find((n) => n.id === id)?.key ?? null;
  return { result, state, status: (k: string) => state(k).status, key };
}

const course: Spec = [
  'course',
  'COURSE',
  {},
  [
    ['intro', 'UNIT_INTRODUCTION'],
    [
      'u1',
      'UNIT',
      {},
      [
        ['u1-intro', 'UNIT_INTRODUCTION'],
        ['u1-l1', 'LESSON'],
        ['u1-l2', 'LESSON'],
        ['u1-exam', 'EXAM'],
      ],
    ],
    [
      'u2',
      'UNIT',
      {},
      [
        ['u2-l1', 'LESSON'],
        ['u2-exam', 'EXAM'],
      ],
    ],
    ['final', 'EXAM', { EXAM_TYPE: 'FINAL' }],
  ],
];

describe('computeProgression', () => {
  it('locks everything after the first unfinished required node when progression is enforced', () => {
    const r = run(course);
    expect(r.status('intro')).toBe('AVAILABLE');
    expect(r.status('u1')).toBe('LOCKED');
    expect(r.status('u1-l1')).toBe('LOCKED');
    expect(r.status('final')).toBe('LOCKED');
    expect(r.key(r.result.currentLeafId)).toBe('intro');
    expect(r.state('course').current).toBe(true);
    expect(r.state('course').enforcesProgression).toBe(true);
  });

  it('unlocks the next unit when the introduction completes, and within it only its introduction', () => {
    const r = run(course, { intro: 'COMPLETE' });
    expect(r.status('intro')).toBe('COMPLETE');
    expect(r.status('u1')).toBe('AVAILABLE');
    expect(r.status('u1-intro')).toBe('AVAILABLE');
    expect(r.status('u1-l1')).toBe('LOCKED');
    expect(r.status('u2')).toBe('LOCKED');
    expect(r.key(r.result.currentLeafId)).toBe('u1-intro');
  });

  it('marks started containers IN_PROGRESS and rolls completion up to the product', () => {
    const partial = run(course, { intro: 'COMPLETE', 'u1-intro': 'COMPLETE', 'u1-l1': 'IN_PROGRESS' });
    expect(partial.status('u1')).toBe('IN_PROGRESS');
    expect(partial.status('u1-l1')).toBe('IN_PROGRESS');
    expect(partial.status('u1-l2')).toBe('LOCKED');
    expect(partial.state('u1').completedChildCount).toBe(1);
    const all: Record<string, StatusFact> = {};
    for (const k of ['intro', 'u1-intro', 'u1-l1', 'u1-l2', 'u1-exam', 'u2-l1', 'u2-exam', 'final']) all[k] = 'COMPLETE';
    const done = run(course, all);
    expect(done.status('u1')).toBe('COMPLETE');
    expect(done.status('course')).toBe('COMPLETE');
    expect(done.result.productCompleted).toBe(true);
    expect(done.result.currentLeafId).toBeNull();
  });

  it('rolls a failed required child up as COMPLETE_FAIL', () => {
    const r = run(
      [
        'c',
        'COURSE',
        {},
        [
          ['a', 'LESSON'],
          ['x', 'EXAM'],
        ],
      ],
      { a: 'COMPLETE', x: 'COMPLETE_FAIL' },
    );
    expect(r.status('x')).toBe('COMPLETE_FAIL');
    expect(r.status('c')).toBe('COMPLETE_FAIL');
    expect(r.result.productCompleted).toBe(true);
  });

  it.each([
    ['on the container', { PROGRESSION: 'PROGRESS_OPEN_ALL' }, {}],
    ['on an ancestor', {}, { PROGRESSION: 'PROGRESS_OPEN_ALL' }],
  ])('opens every node with PROGRESS_OPEN_ALL %s', (_label, unitMeta, courseMeta) => {
    const r = run([
      'c',
      'COURSE',
      courseMeta,
      [
        [
          'u',
          'UNIT',
          unitMeta,
          [
            ['a', 'LESSON'],
            ['b', 'LESSON'],
            ['c2', 'LESSON'],
          ],
        ],
      ],
    ]);
    expect(r.status('b')).toBe('AVAILABLE');
    expect(r.status('c2')).toBe('AVAILABLE');
    expect(r.state('u').enforcesProgression).toBe(false);
  });

  it('keeps the introduction gate even when progression is open', () => {
    const r = run([
      'c',
      'COURSE',
      { PROGRESSION: 'PROGRESS_OPEN_ALL' },
      [
        [
          'u',
          'UNIT',
          {},
          [
            ['i', 'UNIT_INTRODUCTION'],
            ['a', 'LESSON'],
          ],
        ],
      ],
    ]);
    expect(r.status('i')).toBe('AVAILABLE');
    expect(r.status('a')).toBe('LOCKED');
  });

  it('never locks a flexible node by its siblings, and it blocks nobody', () => {
    const r = run(
      [
        'c',
        'COURSE',
        {},
        [
          ['a', 'LESSON'],
          ['flex', 'LESSON', { PROGRESSION: 'FLEXIBLE' }],
          ['b', 'LESSON'],
        ],
      ],
      {
        a: 'COMPLETE',
      },
    );
    expect(r.status('flex')).toBe('AVAILABLE');
    expect(r.status('b')).toBe('AVAILABLE');
    const before = run([
      'c',
      'COURSE',
      {},
      [
        ['a', 'LESSON'],
        ['flex', 'LESSON', { PROGRESSION: 'FLEXIBLE' }],
      ],
    ]);
    expect(before.status('flex')).toBe('AVAILABLE');
    expect(before.state('flex').flexible).toBe(true);
  });

  it('lets optional nodes be skipped: they block nothing and the parent completes without them', () => {
    const spec: Spec = [
      'c',
      'COURSE',
      {},
      [
        ['a', 'LESSON'],
        ['opt', 'LESSON', { OPTIONAL: 'yes' }],
        ['b', 'LESSON'],
      ],
    ];
    const r = run(spec, { a: 'COMPLETE' });
    expect(r.status('opt')).toBe('AVAILABLE');
    expect(r.status('b')).toBe('AVAILABLE');
    expect(r.state('opt').optional).toBe(true);
    expect(r.key(r.result.currentLeafId)).toBe('b');
    const done = run(spec, { a: 'COMPLETE', b: 'COMPLETE' });
    expect(done.status('c')).toBe('COMPLETE');
  });

  it('marks children of an optional container ancestorOptional', () => {
    const r = run(['c', 'COURSE', {}, [['s', 'SECTION', { OPTIONAL: 'yes' }, [['a', 'LESSON']]]]]);
    expect(r.state('a').ancestorOptional).toBe(true);
    expect(r.state('a').optional).toBe(false);
  });

  it('exempts a node when the node its EXEMPT_IF_COMPLETE names is complete', () => {
    const spec: Spec = [
      'c',
      'COURSE',
      {},
      [
        ['pre', 'EXAM'],
        ['review', 'UNIT', { EXEMPT_IF_COMPLETE: 'pre' }, [['r1', 'LESSON']]],
        ['after', 'LESSON'],
      ],
    ];
    const notYet = run(spec);
    expect(notYet.state('review').exempt).toBe(false);
    expect(notYet.status('after')).toBe('LOCKED');
    const r = run(spec, { pre: 'COMPLETE' });
    expect(r.state('review').exempt).toBe(true);
    expect(r.state('r1').ancestorExempt).toBe(true);
    expect(r.status('after')).toBe('AVAILABLE');
    const done = run(spec, { pre: 'COMPLETE', after: 'COMPLETE' });
    expect(done.status('c')).toBe('COMPLETE');
  });

  it('exempts a node an administrator marked for this learner, like EXEMPT_IF_COMPLETE (decision 0078)', () => {
    const spec: Spec = [
      'c',
      'COURSE',
      {},
      [
        [
          'u1',
          'UNIT',
          {},
          [
            ['l1', 'LESSON'],
            ['l2', 'LESSON'],
          ],
        ],
        ['after', 'LESSON'],
      ],
    ];
    expect(run(spec).status('after')).toBe('LOCKED');
    const r = run(spec, {}, { exempt: ['u1'] });
    expect(r.state('u1').exempt).toBe(true);
    expect(r.state('l1').ancestorExempt).toBe(true);
    expect(r.status('after')).toBe('AVAILABLE');
    expect(run(spec, { after: 'COMPLETE' }, { exempt: ['u1'] }).status('c')).toBe('COMPLETE');
  });

  it('never makes an exempt leaf current, not even where the learner left off (issue 25 #16)', () => {
    const spec: Spec = [
      'c',
      'COURSE',
      {},
      [
        ['l1', 'LESSON'],
        ['l2', 'LESSON'],
        ['l3', 'LESSON'],
      ],
    ];
    // Left off in l2, which an administrator then exempted: the current step (and 'Up next') is l3.
    const r = run(spec, { l1: 'COMPLETE' }, { leftOff: 'l2', exempt: ['l2'] });
    expect(r.key(r.result.currentLeafId)).toBe('l3');
    expect(r.state('l2').current).toBe(false);
    expect(r.state('l3').current).toBe(true);
    // Only the exempt leaf is left: nothing is current and the course is complete.
    const done = run(spec, { l1: 'COMPLETE', l3: 'COMPLETE' }, { exempt: ['l2'] });
    expect(done.result.currentLeafId).toBeNull();
    expect(done.state('l2').current).toBe(false);
    expect(done.result.productCompleted).toBe(true);
  });

  it('does not exempt when the named node only failed', () => {
    const r = run(
      [
        'c',
        'COURSE',
        {},
        [
          ['pre', 'EXAM'],
          ['x', 'LESSON', { EXEMPT_IF_COMPLETE: 'pre' }],
        ],
      ],
      { pre: 'COMPLETE_FAIL' },
    );
    expect(r.state('x').exempt).toBe(false);
  });

  it('locks instructor-required nodes unless live support is available or they are completed', () => {
    const spec: Spec = [
      'c',
      'COURSE',
      {},
      [
        [
          's',
          'SECTION',
          { ONLINE_INSTRUCTOR_NEEDED: 'yes' },
          [
            ['a', 'LESSON'],
            ['b', 'LESSON'],
          ],
        ],
      ],
    ];
    const offline = run(spec);
    expect(offline.status('s')).toBe('LOCKED');
    expect(offline.status('a')).toBe('LOCKED');
    expect(offline.state('a').ancestorInstructorRequired).toBe(true);
    const online = run(spec, {}, { instructorAvailable: true });
    expect(online.status('a')).toBe('AVAILABLE');
    const doneOffline = run(spec, { a: 'COMPLETE' });
    expect(doneOffline.status('a')).toBe('COMPLETE');
    expect(doneOffline.status('b')).toBe('LOCKED');
    const rulesOff = run(spec, {}, { instructorGating: false });
    expect(rulesOff.status('a')).toBe('AVAILABLE');
  });

  it('keeps completed nodes reviewable even when something before them is not done', () => {
    const r = run(
      [
        'c',
        'COURSE',
        {},
        [
          ['a', 'LESSON'],
          ['b', 'LESSON'],
        ],
      ],
      { b: 'COMPLETE' },
    );
    expect(r.status('b')).toBe('COMPLETE');
    expect(r.state('b').locked).toBe(false);
  });

  it('continues where the learner left off when that node is still open', () => {
    const spec: Spec = [
      'c',
      'COURSE',
      { PROGRESSION: 'PROGRESS_OPEN_ALL' },
      [
        ['a', 'LESSON'],
        ['b', 'LESSON'],
        ['x', 'LESSON'],
      ],
    ];
    expect(run(spec, {}, { leftOff: 'b' }).key(run(spec, {}, { leftOff: 'b' }).result.currentLeafId)).toBe('b');
    const done = run(spec, { b: 'COMPLETE' }, { leftOff: 'b' });
    expect(done.key(done.result.currentLeafId)).toBe('a');
  });

  it('gives each node its next step: a container its current leaf, a leaf the following leaf', () => {
    const r = run(course, { intro: 'COMPLETE', 'u1-intro': 'COMPLETE' });
    expect(r.key(r.state('course').nextStepId)).toBe('u1-l1');
    expect(r.key(r.state('u1').nextStepId)).toBe('u1-l1');
    expect(r.key(r.state('u1-l1').nextStepId)).toBe('u1-l2');
    expect(r.key(r.state('u1-exam').nextStepId)).toBe('u2-l1');
    expect(r.key(r.state('u2').nextStepId)).toBe('final');
    expect(r.state('u2').nextStepParentIsRoot).toBe(true);
    expect(r.state('final').nextStepId).toBeNull();
  });

  it('passes over completed and exempt leaves in next steps, then falls back to what is still open', () => {
    const spec: Spec = [
      'course',
      'COURSE',
      {},
      [
        [
          'u2',
          'UNIT',
          {},
          [
            ['u2-kp', 'KEY_POINTS'],
            ['u2-review', 'LESSON', { PROGRESSION: 'FLEXIBLE', EXEMPT_IF_COMPLETE: 'u2-exam' }],
            ['u2-exam', 'EXAM'],
          ],
        ],
        [
          'u3',
          'UNIT',
          {},
          [
            ['u3-l1', 'LESSON'],
            ['u3-extra', 'LESSON', { EXEMPT_IF_COMPLETE: 'u2-exam' }],
            ['u3-l2', 'LESSON'],
          ],
        ],
      ],
    ];
    // The exam is passed, then the exempt review is worked through for practice: the step after it is
    // Unit 3, not the exam already passed.
    const r = run(spec, { 'u2-kp': 'COMPLETE', 'u2-exam': 'COMPLETE', 'u2-review': 'COMPLETE' });
    expect(r.key(r.state('u2-review').nextStepId)).toBe('u3-l1');
    // An exempt leaf is no step either.
    const on = run(spec, { 'u2-kp': 'COMPLETE', 'u2-exam': 'COMPLETE', 'u3-l1': 'COMPLETE' });
    expect(on.key(on.state('u3-l1').nextStepId)).toBe('u3-l2');
    // Nothing left after the node: everything done leads home (null)...
    const done = run(spec, {
      'u2-kp': 'COMPLETE',
      'u2-exam': 'COMPLETE',
      'u2-review': 'COMPLETE',
      'u3-l1': 'COMPLETE',
      'u3-l2': 'COMPLETE',
    });
    expect(done.state('u2-review').nextStepId).toBeNull();
    // ...and a completed node leads back to the leaf still open before it; one not done yet does not.
    const open: Spec = [
      'c',
      'COURSE',
      { PROGRESSION: 'PROGRESS_OPEN_ALL' },
      [
        ['a', 'LESSON'],
        ['b', 'LESSON'],
      ],
    ];
    const back = run(open, { b: 'COMPLETE' });
    expect(back.key(back.state('b').nextStepId)).toBe('a');
    expect(run(open, {}).state('b').nextStepId).toBeNull();
  });
});
