import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

const ZONE = 'section[data-over]';

/**
 * jsdom has no layout, so every element measures 0 x 0 and dnd-kit could not tell one drop zone from
 * another. This gives each zone (in document order) its own band 200 px apart and each card a box inside
 * its zone, enough for the keyboard stepper and the collision detection to do what they do in a browser.
 */
export function layOutZones() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const zones = [...document.querySelectorAll(ZONE)];
    const zone = this.closest(ZONE);
    const index = zone ? zones.indexOf(zone) : -1;
    if (index < 0) return new DOMRect(0, 0, 0, 0);
    const top = index * 200;
    return this === zone ? new DOMRect(0, top, 300, 150) : new DOMRect(10, top + 40, 200, 30);
  });
}

/**
 * One key press on the focused element as dnd-kit's KeyboardSensor reads it (by `code`). The sensor
 * listens for the keys after pick-up from a timer, so each press lets timers and effects run.
 */
export async function press(code: 'Space' | 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft') {
  const key = code === 'Space' ? ' ' : code;
  const target = document.activeElement ?? document.body;
  await act(async () => {
    fireEvent.keyDown(target, { key, code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * Makes the document a page taller than the window that can still scroll down (jsdom has no scrolling
 * element and no scrollTo), as a lesson page is when its drop zones lie one under the other in a narrow
 * column. Returns what undoes it.
 */
export function aLongPage(): () => void {
  const root = document.documentElement;
  Object.defineProperty(document, 'scrollingElement', { value: root, configurable: true });
  Object.defineProperty(root, 'scrollHeight', { value: 3000, configurable: true });
  root.scrollTo = () => undefined;
  return () => {
    Reflect.deleteProperty(document, 'scrollingElement');
    Reflect.deleteProperty(root, 'scrollHeight');
    Reflect.deleteProperty(root, 'scrollTo');
  };
}
