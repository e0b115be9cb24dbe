import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';

/** A Mantine-styled client-side link; `to` comes from the paths module; `state` rides along in the history entry. */
export function AppLink({
  to,
  state,
  children,
  ...props
}: AnchorProps & {
  to: string;
  state?: unknown;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}) {
  return (
    <Anchor component={Link} to={to} state={state} {...props}>
      {children}
    </Anchor>
  );
}
