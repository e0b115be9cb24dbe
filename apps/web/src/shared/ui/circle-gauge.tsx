import type { ReactNode } from 'react';
import classes from './circle-gauge.module.css';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The dial is three quarters of a circle, open at the bottom. */
const DIAL = 0.75;

interface CircleGaugeProps {
  /** Filled share of a full circle, 0 to DIAL. */
  arc: number;
  /** Any CSS colour for the filled arc. */
  color: string;
  /** Accessible description of the whole gauge (the drawing itself is not read). */
  label: string;
  /** Shown in the middle of the dial. */
  children?: ReactNode;
  size?: number;
}

/** A three-quarter circle dial drawn with SVG strokes (no chart library). */
export function CircleGauge({ arc, color, label, children, size = 140 }: CircleGaugeProps) {
  const filled = Math.min(DIAL, Math.max(0, arc)) * CIRCUMFERENCE;
  return (
    <div className={classes.gauge} style={{ width: size, height: size }} role="img" aria-label={label}>
      <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
        <circle
          className={classes.track}
          cx="50"
          cy="50"
          r={RADIUS}
          strokeDasharray={`${DIAL * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          transform="rotate(135 50 50)"
        />
        {filled > 0 && (
          <circle
            className={classes.value}
            cx="50"
            cy="50"
            r={RADIUS}
            stroke={color}
            strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
            transform="rotate(135 50 50)"
            data-testid="gauge-arc"
          />
        )}
      </svg>
      <div className={classes.center} aria-hidden="true">
        {children}
      </div>
    </div>
  );
}
