import type { DisplayState } from '../model/course-tree';
import classes from './toc.module.css';

/** The coloured dot of a table-of-contents entry, with a lock or a tick so colour is not the only cue. */
export function StatusMark({ state }: { state: DisplayState }) {
  return (
    <span className={classes.mark} data-state={state} aria-hidden="true">
      {state === 'locked' && (
        <svg viewBox="0 0 16 16" width="10" height="10" aria-hidden="true">
          <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 0 0-4 0v2z" fill="currentColor" />
        </svg>
      )}
      {state === 'completed' && (
        <svg viewBox="0 0 16 16" width="10" height="10" aria-hidden="true">
          <path d="M6.2 11.6 2.6 8l1.4-1.4 2.2 2.2 5.8-5.8 1.4 1.4z" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}
