import { type ReactElement, useId } from 'react';
import classes from './hint-tooltip.module.css';

/**
 * A small tooltip shown on hover and keyboard focus, also linked to its target with aria-describedby so
 * screen readers read it. CSS only: no positioning library in the route chunks.
 */
export function HintTooltip({ hint, children }: { hint: string; children: (describedBy: string) => ReactElement }) {
  const id = useId();
  return (
    <span className={classes.wrapper}>
      {children(id)}
      <span id={id} role="tooltip" className={classes.hint}>
        {hint}
      </span>
    </span>
  );
}
