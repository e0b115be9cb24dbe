import { describe, expect, it } from 'vitest';
import { blankNames, storyParts } from './story-parts';

describe('storyParts', () => {
  it('cuts the text at [[name]] placeholders; a repeated name keeps its number', () => {
    const parts = storyParts('A [[agent]] owes [[duty]]; the [[agent]] acts.');
    expect(parts).toEqual([
      { kind: 'text', at: 0, text: 'A ' },
      { kind: 'blank', at: 2, name: 'agent', number: 1 },
      { kind: 'text', at: 11, text: ' owes ' },
      { kind: 'blank', at: 17, name: 'duty', number: 2 },
      { kind: 'text', at: 25, text: '; the ' },
      { kind: 'blank', at: 31, name: 'agent', number: 1 },
      { kind: 'text', at: 40, text: ' acts.' },
    ]);
    expect(blankNames(parts)).toEqual(['agent', 'duty']);
  });

  it('leaves text without placeholders, and malformed brackets, as text', () => {
    expect(storyParts('No [blank] here [[ also not ]]')).toEqual([
      { kind: 'text', at: 0, text: 'No [blank] here [[ also not ]]' },
    ]);
    expect(storyParts('')).toEqual([]);
  });
});
