import type { KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';

const FORWARD = new Set(['ArrowDown', 'ArrowRight']);
const BACKWARD = new Set(['ArrowUp', 'ArrowLeft']);

/** What the board stores on each draggable (useDraggable data): the zone the item lies in now. */
export interface DragData {
  zoneId: string;
}

/** Whether node `a` comes before node `b` in the document (reading order). */
const before = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

export interface ZoneStepper {
  /** For dnd-kit's KeyboardSensor. */
  coordinateGetter: KeyboardCoordinateGetter;
  /** The zone the last arrow key of this drag moved to, or null when no arrow was pressed (or not a keyboard drag). */
  target(): UniqueIdentifier | null;
  /** Where a drag ends: the zone the last arrow moved to, else (a pointer drag) the zone under the pointer. */
  dropZone(over: { id: UniqueIdentifier } | null): UniqueIdentifier | null;
  /** Forgets the target: call when a drag starts. */
  reset(): void;
}

/**
 * Keyboard moves for the board's ZoneKeyboardSensor: each arrow key jumps to the centre of the next or previous
 * drop zone in reading order instead of moving 25 px, so every zone is a few presses away whatever the
 * layout, and the collision detection always lands on exactly one zone. The zone is scrolled into view
 * first (the sensor itself does not scroll; decision 0161).
 *
 * The stepper remembers the zone it moved to itself. dnd-kit's `over` (and the collision rect) are only
 * brought up to date by the render that follows a move, so a second key pressed before that render
 * (a quick double press; a scripted browser) would step from the stale zone and be lost, and a drop
 * right after an arrow would land on the zone before. See decision 0038.
 */
export function createZoneStepper(): ZoneStepper {
  let last: UniqueIdentifier | null = null;
  const coordinateGetter: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
    const step = FORWARD.has(event.code) ? 1 : BACKWARD.has(event.code) ? -1 : 0;
    if (step === 0) return undefined;
    const zones = context.droppableContainers
      .getEnabled()
      .flatMap((z) => (z.node.current && context.droppableRects.has(z.id) ? [{ id: z.id, node: z.node.current }] : []))
      .sort((a, b) => (before(a.node, b.node) ? -1 : 1));
    const home = (context.active?.data.current as DragData | undefined)?.zoneId;
    const current = last ?? context.over?.id ?? home;
    const index = zones.findIndex((z) => z.id === current);
    const target = zones[Math.min(zones.length - 1, Math.max(0, index + step))];
    // Into view first: dnd-kit's rects follow the page's scrolling, so the rect read next is where it is now.
    target?.node.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const rect = target ? context.droppableRects.get(target.id) : undefined;
    const moving = context.collisionRect;
    if (!target || !rect || !moving) return currentCoordinates;
    last = target.id;
    return { x: rect.left + rect.width / 2 - moving.width / 2, y: rect.top + rect.height / 2 - moving.height / 2 };
  };
  return {
    coordinateGetter,
    target: () => last,
    dropZone: (over) => last ?? over?.id ?? null,
    reset: () => {
      last = null;
    },
  };
}
