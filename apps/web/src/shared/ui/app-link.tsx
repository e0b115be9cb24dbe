import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';

/** A Mantine-styled client-side link; `to` comes from the paths module. */
export function AppLink({
  to,
  children,
  ...props
}: AnchorProps & { to: string; children?: ReactNode; onClick?: MouseEventHandler<HTMLAnchorElement> }) {
  return (
    <Anchor component={Link} to={to} {...props}>
      {children}
    </Anchor>
  );
}
