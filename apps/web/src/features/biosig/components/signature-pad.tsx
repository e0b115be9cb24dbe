import type { BiosigPoint, BiosigSample } from '@continuum/contracts';
import { BIOSIG_MAX_POINTS, BIOSIG_MAX_STROKES } from '@continuum/contracts';
import { type PointerEvent, useEffect, useImperativeHandle, useRef } from 'react';
import classes from './signature-pad.module.css';

export interface SignaturePadHandle {
  clear: () => void;
}

interface SignaturePadProps {
  label: string;
  describedBy: string;
  /** Called on every pen-up with the whole sample so far (null once cleared). */
  onChange: (sample: BiosigSample | null) => void;
  ref?: React.Ref<SignaturePadHandle>;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A canvas that records a drawn signature with its timing (pointer events: mouse, pen or touch), and pressure
 * where the device reports it. Not focusable: a keyboard user passes it by and reads the alternative (decision 0091).
 */
export function SignaturePad({ label, describedBy, onChange, ref }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<BiosigPoint[][]>([]);
  const started = useRef<number | null>(null);
  const drawing = useRef(false);
  const pointerType = useRef<BiosigSample['pointerType']>('mouse');

  const clear = () => {
    strokes.current = [];
    started.current = null;
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    onChange(null);
  };
  useImperativeHandle(ref, () => ({ clear }));

  useEffect(() => {
    // A crisp line on high-density screens: the bitmap follows the device pixel ratio.
    const c = canvas.current;
    if (!c) return;
    const ratio = window.devicePixelRatio || 1;
    c.width = c.clientWidth * ratio;
    c.height = c.clientHeight * ratio;
    const g = c.getContext('2d');
    g?.scale(ratio, ratio);
  }, []);

  const pointOf = (e: PointerEvent<HTMLCanvasElement>): [number, number, ...number[]] => {
    const box = e.currentTarget.getBoundingClientRect();
    started.current ??= e.timeStamp;
    const t = round(Math.max(0, e.timeStamp - started.current));
    const x = round(e.clientX - box.left);
    const y = round(e.clientY - box.top);
    return e.pointerType === 'mouse' ? [x, y, t] : [x, y, t, Math.min(1, Math.max(0, e.pressure))];
  };

  const total = () => strokes.current.reduce((n, s) => n + s.length, 0);

  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    if (strokes.current.length >= BIOSIG_MAX_STROKES) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    pointerType.current = e.pointerType === 'pen' || e.pointerType === 'touch' ? e.pointerType : 'mouse';
    strokes.current.push([pointOf(e)]);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    const stroke = strokes.current[strokes.current.length - 1];
    if (!drawing.current || !stroke || total() >= BIOSIG_MAX_POINTS) return;
    const last = stroke[stroke.length - 1] as [number, number] | undefined;
    const point = pointOf(e);
    stroke.push(point);
    const g = canvas.current?.getContext('2d');
    if (g && last) {
      g.lineWidth = 2;
      g.lineCap = 'round';
      g.strokeStyle = '#1a1b1e';
      g.beginPath();
      g.moveTo(last[0], last[1]);
      g.lineTo(point[0], point[1]);
      g.stroke();
    }
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange({ pointerType: pointerType.current, strokes: strokes.current.map((s) => [...s]) });
  };

  return (
    <canvas
      ref={canvas}
      className={classes.pad}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
    />
  );
}
