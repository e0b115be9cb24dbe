/** Activity that keeps a learner active (000 §9): keyboard, clicks, touch and scrolling. */
const ACTIVITY_EVENTS = ['keydown', 'mousedown', 'click', 'touchstart', 'scroll', 'wheel'] as const;
/** Mouse movement counts only when SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE is yes. */
const MOUSE_EVENT = 'mousemove';
const LISTEN = { capture: true, passive: true } as const;

export interface ActivityMonitor {
  /** Milliseconds since the last activity (or since the monitor was made). */
  idleMs(): number;
  /** Counts as activity now (the warning's 'Stay signed in'). */
  touch(): void;
  setMouseActive(active: boolean): void;
  /** Called on every activity; keep listeners cheap (mouse movement fires often). */
  subscribe(listener: () => void): () => void;
  /** Listens to the document; stop() ends that. Restartable, idle time carries over. */
  start(): void;
  stop(): void;
}

/**
 * Watches the document for the learner's activity. Listeners are passive and capture-phase, so scrolling
 * inside any element and events a component stops still count.
 */
export function createActivityMonitor(target: Document = document): ActivityMonitor {
  let last = Date.now();
  let mouse = false;
  const listeners = new Set<() => void>();
  const touch = () => {
    last = Date.now();
    for (const listener of listeners) listener();
  };
  const onEvent = (event: Event) => {
    if (event.type === MOUSE_EVENT && !mouse) return;
    touch();
  };
  const types = [...ACTIVITY_EVENTS, MOUSE_EVENT];
  return {
    idleMs: () => Date.now() - last,
    touch,
    setMouseActive(active) {
      mouse = active;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start() {
      for (const type of types) target.addEventListener(type, onEvent, LISTEN);
    },
    stop() {
      for (const type of types) target.removeEventListener(type, onEvent, LISTEN);
    },
  };
}
