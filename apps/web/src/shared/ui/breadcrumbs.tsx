import { Link } from 'react-router';
import classes from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Absent for the current page and for ancestors that have no page of their own. */
  to?: string;
}

/** A breadcrumb trail: ancestors first, the current page last (aria-current). */
export function Breadcrumbs({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <nav aria-label={label} className={classes.nav}>
      <ol className={classes.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the trail is positional; labels may repeat
            <li key={index} className={classes.item}>
              {item.to && !last ? (
                <Link to={item.to} className={classes.link}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
