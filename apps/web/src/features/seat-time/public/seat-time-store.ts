import { useSyncExternalStore } from 'react';

/** The learning component a page of a learner product shows (000 §3 "Time on task"). */
export interface SeatTimeNode {
  lpId: number;
  /** Node id: the learningComponentId of api/tot/start. */
  id: number;
  title: string;
  /** True on lc pages: leaving one sends the lesson audit of its time on task. */
  lessonAudit: boolean;
}

/** A started time on task (POST api/tot/start) and the node it is for. */
export interface TimeOnTask {
  timeOnTaskId: number;
  node: SeatTimeNode;
  /** Its lesson audit went with complete = true: the audit on leaving would undo that. */
  completed: boolean;
}

/**
 * What seat time needs across features: the pages declare the node they show, the seat-time tracker
 * (loaded with the product pages) starts a time on task for it, and a lesson page sends lesson audits
 * against that task. Module state, not React context, because the declaring pages, the tracker and the
 * lesson page sit in different lazy chunks and route levels.
 */
let declared: SeatTimeNode | null = null;
let task: TimeOnTask | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const seatTimeStore = {
  declare(node: SeatTimeNode): void {
    declared = node;
    notify();
  },
  /** Only the page that declared a node takes it back (another may have declared its own since). */
  withdraw(node: SeatTimeNode): void {
    if (declared !== node) return;
    declared = null;
    notify();
  },
  declared: (): SeatTimeNode | null => declared,
  setTask(next: TimeOnTask | null): void {
    task = next;
  },
  task: (): TimeOnTask | null => task,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The node the current page declared, for the tracker. */
export function useDeclaredSeatTimeNode(): SeatTimeNode | null {
  return useSyncExternalStore(seatTimeStore.subscribe, seatTimeStore.declared);
}
