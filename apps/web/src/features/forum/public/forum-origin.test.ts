import { describe, expect, it } from 'vitest';
import { forumOriginState, forumWayBack } from './forum-origin';

describe('forumWayBack', () => {
  it.each([
    ['/lp/4/lc/9?step=2', 'lesson'],
    ['/lc/9/resource-ext/31/false', 'resource'],
    ['/lc/9/resource/31', 'resource'],
    ['/glossary', 'page'],
  ] as const)('leads back to %s, the page the link was followed from (%s)', (from, origin) => {
    expect(forumWayBack({ forumFrom: from }, 4)).toEqual({ to: from, origin });
  });

  it("leads to the current product's course home when the learner did not come from a link in the app", () => {
    expect(forumWayBack(null, 4)).toEqual({ to: '/lp/4/home', origin: 'courseHome' });
    expect(forumWayBack({ other: 1 }, 4)).toEqual({ to: '/lp/4/home', origin: 'courseHome' });
  });

  it('never leaves the site for a state naming another origin', () => {
    expect(forumWayBack({ forumFrom: '//evil.example/x' }, 4).to).toBe('/lp/4/home');
    expect(forumWayBack({ forumFrom: 'https://evil.example/' }, null)).toEqual({ to: '/', origin: 'home' });
  });

  it('is what the link into the forum records', () => {
    expect(forumWayBack(forumOriginState({ pathname: '/lp/4/lc/9', search: '?step=2' }), null).to).toBe('/lp/4/lc/9?step=2');
  });
});
