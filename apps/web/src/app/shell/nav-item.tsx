import { NavLink } from 'react-router';
import classes from './app-navbar.module.css';

/** react-router's NavLink marks the current page with aria-current="page", which the CSS highlights. */
export function NavItem({ to, label }: { to: string; label: string }) {
  return (
    <NavLink to={to} end className={classes.link}>
      {label}
    </NavLink>
  );
}
