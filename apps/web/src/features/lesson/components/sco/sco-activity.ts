/** What counts as a learner's activity for seat time (seat-time's activity monitor listens for these on our document). */
const ACTIVITY_EVENTS = ['keydown', 'mousedown', 'click', 'touchstart', 'scroll', 'wheel', 'mousemove'] as const;
const LISTEN = { capture: true, passive: true } as const;

/**
 * Events inside a frame never reach the page that holds it, so a learner working in a SCO would look idle to the
 * seat-time ledger (decision 0200). This passes each activity event of the SCO's frame, and of the frames it opens
 * (the golf examples page inside a frame of their own), on to our document as an event of the same type; the monitor
 * then applies its own rules (mouse movement only where the course counts it). Same-origin frames only: the package is.
 * Returns a function that stops it.
 */
export function forwardFrameActivity(frame: HTMLIFrameElement, to: Document = document): () => void {
  const stops: (() => void)[] = [];
  const forward = (event: Event) => to.dispatchEvent(new Event(event.type));
  const watch = (win: Window | null) => {
    let doc: Document | null = null;
    try {
      doc = win?.document ?? null;
    } catch {
      return; // not our origin: nothing to see
    }
    if (!doc) return;
    const target = doc;
    for (const type of ACTIVITY_EVENTS) target.addEventListener(type, forward, LISTEN);
    stops.push(() => {
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, forward, LISTEN);
    });
    for (const inner of Array.from(target.querySelectorAll('iframe, frame'))) watchFrame(inner as HTMLIFrameElement);
  };
  const watchFrame = (el: HTMLIFrameElement) => {
    const onLoad = () => watch(el.contentWindow);
    el.addEventListener('load', onLoad);
    stops.push(() => el.removeEventListener('load', onLoad));
    watch(el.contentWindow);
  };
  watchFrame(frame);
  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
