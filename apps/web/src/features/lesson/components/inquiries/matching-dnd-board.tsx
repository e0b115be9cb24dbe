import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragCancelEvent,
  type DragEndEvent,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicChoice } from './inquiry-public-choices';
import classes from './matching-dnd.module.css';
import { POOL, useDndAnnouncements } from './matching-dnd-announcements';
import { MatchingDndItem } from './matching-dnd-item';
import { createZoneStepper } from './matching-dnd-keyboard';
import { itemsIn, type Placement, placedZone } from './matching-dnd-placement';
import { ZoneKeyboardSensor } from './matching-dnd-sensor';
import { MatchingDndZone } from './matching-dnd-zone';

export interface MatchingDndBoardProps {
  /** What is dragged: sorting items or matching choices. */
  items: PublicChoice[];
  /** Where it is dropped: sorting targets or matching matches. */
  zones: PublicChoice[];
  placement: Placement;
  onMove: (itemId: string, zoneId: string | null) => void;
  disabled: boolean;
  /** optionFeedback of the last check, by item id. */
  feedback: Readonly<Record<string, string>>;
  /** Type-specific wording: the pool's title, the 'not placed' option, each item's select label, an empty zone. */
  text: { pool: string; unplaced: string; selectLabel: (item: string) => string; empty: string };
}

/** Pointer drags drop where the pointer is; keyboard drags (no pointer) on the zone the stepper centred on. */
const collisionDetection: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/**
 * Drag and drop of items into zones for both matching inquiries, with two keyboard paths: a keyboard
 * sensor (dnd-kit's, less its scrolling: matching-dnd-sensor.ts; Space or Enter picks up, arrows move from zone to zone, Space or Enter drops, Escape
 * cancels; every step announced) and a select per item naming where it goes.
 */
export function MatchingDndBoard({ items, zones, placement, onMove, disabled, feedback, text }: MatchingDndBoardProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [stepper] = useState(createZoneStepper);
  const sensors = useSensors(
    // A few pixels of travel before a pointer drag starts, so a click on a card still focuses it.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(ZoneKeyboardSensor, { coordinateGetter: stepper.coordinateGetter }),
  );

  // A move puts the item in another zone's list, which remounts its card and select: give focus back to
  // the one the learner used (by element id), in the commit that moves it, so focus is never left on
  // <body> and nothing can land in between (dnd-kit's own restoreFocus waits a frame; decision 0038).
  const [refocus, setRefocus] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (refocus === null) return;
    document.getElementById(refocus)?.focus();
    setRefocus(null);
  });
  const selectId = (itemId: string) => `${baseId}-place-${itemId}`;
  const cardId = (itemId: string) => `${baseId}-card-${itemId}`;

  const announcements = useDndAnnouncements(items, zones, text.pool, stepper);

  const move = (itemId: string, zoneId: string) => {
    const target = zoneId === POOL ? null : zoneId;
    if (placedZone(placement, itemId) !== target) onMove(itemId, target);
  };
  const byKeyboard = (event: Event | null) => typeof KeyboardEvent !== 'undefined' && event instanceof KeyboardEvent;
  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    const zone = stepper.dropZone(over);
    if (zone !== null) move(String(active.id), String(zone));
    if (byKeyboard(activatorEvent)) setRefocus(cardId(String(active.id)));
  };
  const onDragCancel = ({ active, activatorEvent }: DragCancelEvent) => {
    if (byKeyboard(activatorEvent)) setRefocus(cardId(String(active.id)));
  };

  const zoneOptions = zones.map((z) => ({ value: z.id, label: z.text }));
  const renderItems = (zoneId: string | null) =>
    itemsIn(items, placement, zoneId).map((item) => (
      <MatchingDndItem
        key={item.id}
        item={item}
        zoneId={zoneId ?? POOL}
        disabled={disabled}
        cardId={cardId(item.id)}
        selectId={selectId(item.id)}
        selectLabel={text.selectLabel(item.text)}
        options={[{ value: POOL, label: text.unplaced }, ...zoneOptions]}
        onSelect={(zone) => {
          move(item.id, zone);
          setRefocus(selectId(item.id));
        }}
        feedback={Object.hasOwn(feedback, item.id) ? feedback[item.id] : undefined}
      />
    ));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('inquiry.dnd.instructions') },
        restoreFocus: false,
      }}
      onDragStart={stepper.reset}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <div className={classes.board}>
        <MatchingDndZone id={POOL} title={text.pool} empty={t('inquiry.dnd.poolEmpty')}>
          {renderItems(null)}
        </MatchingDndZone>
        <div className={classes.zones}>
          {zones.map((zone) => (
            <MatchingDndZone key={zone.id} id={zone.id} title={zone.text} empty={text.empty}>
              {renderItems(zone.id)}
            </MatchingDndZone>
          ))}
        </div>
      </div>
    </DndContext>
  );
}
