import { useDroppable } from '@dnd-kit/core';
import { Children, type ReactNode } from 'react';
import classes from './matching-dnd.module.css';

/** One drop zone (a target, a match or the unplaced pool): a labelled region listing what lies in it. */
export function MatchingDndZone({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  const hasItems = Children.count(children) > 0;
  return (
    <section ref={setNodeRef} className={classes.zone} data-over={isOver} aria-label={title}>
      <h3 className={classes.zoneTitle}>{title}</h3>
      {hasItems ? <ul className={classes.items}>{children}</ul> : <p className={classes.empty}>{empty}</p>}
    </section>
  );
}
