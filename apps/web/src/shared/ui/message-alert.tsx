import { alertWidths } from '@continuum/contracts';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

type Tone = 'success' | 'error' | 'warning' | 'info';
const COLORS: Record<Tone, string> = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' };

/**
 * An inline message sized by the spec's alert widths (000 §9). Errors are announced assertively (role alert),
 * everything else politely (role status).
 */
export function MessageAlert({
  tone,
  size = 'medium',
  title,
  children,
}: {
  tone: Tone;
  size?: keyof typeof alertWidths;
  title?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Alert
      color={COLORS[tone]}
      title={title}
      role={tone === 'error' ? 'alert' : 'status'}
      maw={alertWidths[size]}
      mb="md"
      variant="light"
    >
      {children}
    </Alert>
  );
}
