import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useDraggable } from '@dnd-kit/core';
import { NativeSelect } from '@mantine/core';
import type { PublicChoice } from './inquiry-public-choices';
import classes from './matching-dnd.module.css';
import type { DragData } from './matching-dnd-keyboard';

interface Props {
  item: PublicChoice;
  zoneId: string;
  disabled: boolean;
  /** The card's element id, so the board can give it focus back after a keyboard drop. */
  cardId: string;
  selectId: string;
  selectLabel: string;
  options: { value: string; label: string }[];
  onSelect: (zoneId: string) => void;
  feedback: string | undefined;
}

/**
 * A draggable card (dnd-kit gives it role button, the keyboard activator and the instructions) and, beside
 * it, a select naming its zone: the same move without dragging.
 */
export function MatchingDndItem({ item, zoneId, disabled, cardId, selectId, selectLabel, options, onSelect, feedback }: Props) {
  const data: DragData = { zoneId };
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: item.id, data, disabled });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li className={classes.item}>
      <div
        id={cardId}
        ref={setNodeRef}
        className={classes.card}
        style={style}
        data-dragging={isDragging}
        {...attributes}
        {...listeners}
      >
        {item.text}
      </div>
      <NativeSelect
        id={selectId}
        size="xs"
        aria-label={selectLabel}
        value={zoneId}
        data={options}
        disabled={disabled}
        onChange={(event) => onSelect(event.currentTarget.value)}
      />
      {feedback && <p className={classes.feedback}>{feedback}</p>}
    </li>
  );
}
