import { afterEach, describe, expect, it } from 'vitest';
import { forwardFrameActivity } from './sco-activity';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('forwardFrameActivity', () => {
  it("passes the SCO frame's activity, and its inner frame's, on to our document until stopped", () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const inner = (frame.contentDocument as Document).createElement('iframe');
    (frame.contentDocument as Document).body.append(inner);
    const seen: string[] = [];
    const listen = (e: Event) => seen.push(e.type);
    document.addEventListener('keydown', listen, true);
    document.addEventListener('click', listen, true);
    const stop = forwardFrameActivity(frame);
    frame.contentDocument?.dispatchEvent(new KeyboardEvent('keydown'));
    inner.contentDocument?.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(seen).toEqual(['keydown', 'click']);
    stop();
    frame.contentDocument?.dispatchEvent(new KeyboardEvent('keydown'));
    expect(seen).toEqual(['keydown', 'click']);
    document.removeEventListener('keydown', listen, true);
    document.removeEventListener('click', listen, true);
  });
});
