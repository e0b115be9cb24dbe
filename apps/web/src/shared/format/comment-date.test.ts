import { describe, expect, it } from 'vitest';
import { commentDateParts } from './comment-date';

describe('commentDateParts', () => {
  const morning = new Date(2026, 0, 3, 0, 7).toISOString();
  const afternoon = new Date(2026, 9, 7, 15, 5).toISOString();

  it("writes English as 'MM/dd/yyyy' and 'h:mma'", () => {
    expect(commentDateParts(afternoon, 'en')).toEqual({ date: '10/07/2026', time: '3:05PM' });
    expect(commentDateParts(morning, 'en')).toEqual({ date: '01/03/2026', time: '12:07AM' });
  });

  it('writes French in its own order and 24-hour time', () => {
    expect(commentDateParts(afternoon, 'fr')).toEqual({ date: '07/10/2026', time: '15:05' });
  });

  it('answers null for text that is no date', () => {
    expect(commentDateParts('soon', 'en')).toBeNull();
  });
});
