// Which learner product's chat window is open and the node the learner is on (decision 0088). Kept tiny: the
// course pages' contact panel and the product footer import it; the window itself is a chunk of its own.

type Listener = () => void;
export interface ChatTarget {
  lpId: number;
  /** The page's node: the chat's learningComponentId, so the instructor sees where the learner is. */
  nodeId: number | undefined;
}

const KEY = 'continuum.chat';
const listeners = new Set<Listener>();
let target: ChatTarget | null = readSaved();
/** Set by the button, read once by the window: focus moves into it only when the learner opened it. */
let openedNow = false;

function readSaved(): ChatTarget | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ChatTarget | null;
    return saved && typeof saved.lpId === 'number' ? saved : null;
  } catch {
    return null;
  }
}

function set(next: ChatTarget | null): void {
  target = next;
  try {
    if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the window still works until the page is left.
  }
  for (const listener of listeners) listener();
}

export const chatStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): ChatTarget | null => target,
  /** The Live Chat button: opens the window for this product, on this node. */
  open: (next: ChatTarget) => {
    openedNow = true;
    set(next);
  },
  /** True once after the button opened the window (not when a reloaded page restores it). */
  takeOpenedNow(): boolean {
    const was = openedNow;
    openedNow = false;
    return was;
  },
  /** The page the learner is on, while a window is open for the product (no change otherwise). */
  at(lpId: number, nodeId: number | undefined): void {
    if (target?.lpId === lpId && target.nodeId !== nodeId && nodeId !== undefined) set({ lpId, nodeId });
  },
  close: () => set(null),
};
