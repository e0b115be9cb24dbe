import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { type Conduct, LEAVE_GUARD_DELAY_MS } from './conduct-rules';

/**
 * While an attempt is under way (002 §4 rules): after 2 s a guard asks 'Leave Page' before the learner
 * navigates away (in the app, and the browser's own prompt on unload); on a final exam that counts leaving,
 * each loss of window focus is counted with an alert, and past the allowed count `onLimit` logs out. Right
 * click is blocked on final exams that may not be printed. A deterrent only: the server's timer and saves
 * do not depend on any of it.
 */
export function useExamConduct(
  active: boolean,
  conduct: Conduct,
  onLimit: () => void,
  /** The leaves the server has counted for this attempt (a reload or new sign-in goes on from there), and the call
   * that counts one more, answering the server's count. */
  counted: { leaves: number; record: () => Promise<number | undefined> } = { leaves: 0, record: async () => undefined },
) {
  const [guarded, setGuarded] = useState(false);
  const [leaves, setLeaves] = useState(counted.leaves);
  const leavesNow = useRef(leaves);
  leavesNow.current = leaves;
  const record = useRef(counted.record);
  record.current = counted.record;
  const [leaveAlert, setLeaveAlert] = useState(false);
  // Set when the page itself sends the learner away (sign in again, logout): nothing to confirm then.
  const released = useRef(false);
  const release = useCallback(() => {
    released.current = true;
  }, []);

  useEffect(() => {
    if (!active) return setGuarded(false);
    const timer = setTimeout(() => setGuarded(true), LEAVE_GUARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);

  useEffect(() => {
    if (!guarded) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guarded]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => guarded && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const allowed = conduct.allowedLeaves;
  useEffect(() => {
    if (!active || allowed === null) return;
    const onBlur = () => {
      const next = leavesNow.current + 1;
      leavesNow.current = next;
      const recorded = record.current().catch(() => undefined);
      if (next > allowed) {
        // The leave past the limit ends the sitting on the server (decision 0109): it is recorded before the
        // logout, which would otherwise race it and leave the attempt open.
        void recorded.then((server) => setLeaves((n) => Math.max(n, next, server ?? 0)));
        return;
      }
      setLeaves((n) => Math.max(n, next));
      setLeaveAlert(true);
      // The server's count wins when it is higher (another tab, a sitting before a reload).
      void recorded.then((server) => server !== undefined && setLeaves((n) => Math.max(n, server)));
    };
    window.addEventListener('blur', onBlur);
    return () => window.removeEventListener('blur', onBlur);
  }, [active, allowed]);
  useEffect(() => {
    if (allowed === null || leaves <= allowed) return;
    released.current = true;
    onLimit();
  }, [leaves, allowed, onLimit]);

  useEffect(() => {
    if (!conduct.blockContextMenu) return;
    const block = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('contextmenu', block);
    return () => document.removeEventListener('contextmenu', block);
  }, [conduct.blockContextMenu]);

  return {
    blocker,
    leaveAlert: leaveAlert && allowed !== null && leaves <= allowed ? { leaves, allowed } : null,
    dismissLeaveAlert: () => setLeaveAlert(false),
    release,
  };
}
