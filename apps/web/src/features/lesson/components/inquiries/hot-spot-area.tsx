import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import classes from './hot-spot.module.css';
import { type AreaPoint, areaSize, clickToArea, type HotSpotImage, stepMarker } from './hot-spot-geometry';

interface Props {
  image: HotSpotImage;
  points: readonly AreaPoint[];
  marker: AreaPoint;
  onMarkerMove: (point: AreaPoint) => void;
  onPlace: (point: AreaPoint) => void;
  label: string;
  describedBy: string;
  disabled: boolean;
}

/**
 * The answer area: the background image drawn at its offset and size in an SVG whose viewBox is the
 * area, so it can shrink to the screen while clicks still arrive in area coordinates. Keyboard: the arrow
 * keys move a visible marker (Shift for bigger steps), Enter or Space places a spot there.
 */
export function HotSpotArea({ image, points, marker, onMarkerMove, onPlace, label, describedBy, disabled }: Props) {
  const [focused, setFocused] = useState(false);
  const area = areaSize(image);
  const radius = Math.max(6, Math.min(area.width, area.height) / 30);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled) return;
    const point = clickToArea(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect(), image);
    if (!point) return;
    onMarkerMove(point);
    onPlace(point);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPlace(marker);
      return;
    }
    const next = stepMarker(marker, event.key, event.shiftKey, image);
    if (!next) return;
    event.preventDefault(); // arrows would scroll the page
    onMarkerMove(next);
  };

  return (
    // role application: screen readers hand the arrow keys to the area instead of reading the page with them.
    <div
      role="application"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-describedby={describedBy}
      aria-disabled={disabled}
      className={classes.area}
      style={{ maxWidth: area.width, aspectRatio: `${area.width} / ${area.height}` }}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <svg className={classes.svg} viewBox={`0 0 ${area.width} ${area.height}`} aria-hidden="true" focusable="false">
        <image
          href={image.url}
          x={image.offsetX}
          y={image.offsetY}
          width={image.width}
          height={image.height}
          preserveAspectRatio="none"
        />
        {points.map((p, i) => (
          // Two placed spots may share coordinates, so the index is part of the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: points have no identity besides their order
          <g key={i}>
            <circle className={classes.spot} cx={p.x} cy={p.y} r={radius} strokeWidth={radius / 4} />
            <text className={classes.spotLabel} x={p.x} y={p.y} fontSize={radius * 1.2}>
              {i + 1}
            </text>
          </g>
        ))}
        {focused && !disabled && (
          <g className={classes.marker} strokeWidth={radius / 3}>
            <circle cx={marker.x} cy={marker.y} r={radius * 1.4} />
            <line x1={marker.x - radius * 2.2} y1={marker.y} x2={marker.x + radius * 2.2} y2={marker.y} />
            <line x1={marker.x} y1={marker.y - radius * 2.2} x2={marker.x} y2={marker.y + radius * 2.2} />
          </g>
        )}
      </svg>
    </div>
  );
}
