import {
  type Activators,
  KeyboardSensor,
  type KeyboardSensorOptions,
  type SensorInstance,
  type SensorProps,
} from '@dnd-kit/core';

/** The keys that end (drop) and cancel a drag, as dnd-kit's KeyboardSensor has them. */
const END = new Set(['Space', 'Enter', 'Tab']);
const CANCEL = new Set(['Escape']);

/**
 * The keyboard sensor of the drag-and-drop board: dnd-kit's KeyboardSensor, less its scrolling. On an arrow key
 * dnd-kit's sensor checks whether the new position lies past the middle of the window (down) or above it (up)
 * and, when the page can scroll that way and the move is straight (no sideways part), scrolls the page by the
 * move and does not move at all, leaving the page's scrolling to carry the card there. That suits its 25-pixel
 * steps; our arrows jump to the next zone (matching-dnd-keyboard.ts), so a zone right below the card in the
 * window's lower half was never reached and the move was not announced (decision 0161). Here every arrow moves
 * to where the coordinate getter says; the getter brings the zone into view itself. Pick-up (the activators),
 * drop, cancel and the listeners are the same as dnd-kit's.
 */
export class ZoneKeyboardSensor implements SensorInstance {
  autoScrollEnabled = false;
  private reference: { x: number; y: number } | null = null;
  private readonly onKey = (event: Event) => this.keyDown(event);
  private readonly onCancel = (event: Event) => this.cancel(event);
  private readonly document: Document;
  private readonly window: Window;

  constructor(private readonly props: SensorProps<KeyboardSensorOptions>) {
    const target = props.event.target;
    this.document = target instanceof Node ? (target.ownerDocument ?? document) : document;
    this.window = this.document.defaultView ?? window;
    this.window.addEventListener('resize', this.onCancel);
    this.window.addEventListener('visibilitychange', this.onCancel);
    props.onStart({ x: 0, y: 0 });
    // As dnd-kit's: listen from a timer, so the key that picked the card up does not also drop it.
    setTimeout(() => this.document.addEventListener('keydown', this.onKey));
  }

  /** Pick-up keys, exactly as dnd-kit's KeyboardSensor. */
  static activators: Activators<KeyboardSensorOptions> = KeyboardSensor.activators;

  private keyDown(event: Event) {
    if (!(event instanceof KeyboardEvent)) return;
    if (END.has(event.code)) {
      event.preventDefault();
      this.detach();
      this.props.onEnd();
      return;
    }
    if (CANCEL.has(event.code)) {
      this.cancel(event);
      return;
    }
    const { active, context, options } = this.props;
    const { collisionRect } = context.current;
    const current = collisionRect ? { x: collisionRect.left, y: collisionRect.top } : { x: 0, y: 0 };
    this.reference ??= current;
    const next = options.coordinateGetter?.(event, { active, context: context.current, currentCoordinates: current });
    if (!next) return;
    event.preventDefault();
    this.props.onMove({ x: next.x - this.reference.x, y: next.y - this.reference.y });
  }

  private cancel(event: Event) {
    event.preventDefault();
    this.detach();
    this.props.onCancel();
  }

  private detach() {
    this.document.removeEventListener('keydown', this.onKey);
    this.window.removeEventListener('resize', this.onCancel);
    this.window.removeEventListener('visibilitychange', this.onCancel);
  }
}
