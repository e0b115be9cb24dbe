import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicChoice } from './inquiry-public-choices';
import classes from './matching-dnd.module.css';
import { MatchingDndItem } from './matching-dnd-item';
import { type DragData, zoneStepper } from './matching-dnd-keyboard';
import { itemsIn, type Placement, placedZone } from './matching-dnd-placement';
import { MatchingDndZone } from './matching-dnd-zone';

/** The unplaced pool's zone id; authored ids are lower-case, so it never clashes with one. */
export const POOL = 'POOL';

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
 * Drag and drop of items into zones for both matching inquiries, with two keyboard paths: dnd-kit's
 * KeyboardSensor (Space or Enter picks up, arrows move from zone to zone, Space or Enter drops, Escape
 * cancels; every step announced) and a select per item naming where it goes.
 */
export function MatchingDndBoard({ items, zones, placement, onMove, disabled, feedback, text }: MatchingDndBoardProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const sensors = useSensors(
    // A few pixels of travel before a pointer drag starts, so a click on a card still focuses it.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: zoneStepper }),
  );

  // A select change moves its item to another zone's list, which remounts the select: give focus back.
  const [refocus, setRefocus] = useState<string | null>(null);
  useEffect(() => {
    if (refocus === null) return;
    document.getElementById(selectId(refocus))?.focus();
    setRefocus(null);
  });
  const selectId = (itemId: string) => `${baseId}-place-${itemId}`;

  const itemText = (id: unknown) => items.find((i) => i.id === id)?.text ?? String(id);
  const zoneText = (id: unknown) => (id === POOL ? text.pool : (zones.find((z) => z.id === id)?.text ?? String(id)));

  // The zone last announced: a pick-up lands 'over' the item's own zone, which would drown 'Picked up'.
  const announcedZone = useRef<string | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedZone.current = (active.data.current as DragData | undefined)?.zoneId ?? null;
      return t('inquiry.dnd.pickedUp', { item: itemText(active.id) });
    },
    onDragOver: ({ active, over }) => {
      const zone = over ? String(over.id) : null;
      if (zone === announcedZone.current) return undefined;
      announcedZone.current = zone;
      return zone
        ? t('inquiry.dnd.over', { item: itemText(active.id), zone: zoneText(zone) })
        : t('inquiry.dnd.notOver', { item: itemText(active.id) });
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return t('inquiry.dnd.droppedNowhere', { item: itemText(active.id) });
      return t('inquiry.dnd.dropped', { item: itemText(active.id), zone: zoneText(over.id) });
    },
    onDragCancel: ({ active }) => t('inquiry.dnd.cancelled', { item: itemText(active.id) }),
  };

  const move = (itemId: string, zoneId: string) => {
    const target = zoneId === POOL ? null : zoneId;
    if (placedZone(placement, itemId) !== target) onMove(itemId, target);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(String(active.id), String(over.id));
  };

  const zoneOptions = zones.map((z) => ({ value: z.id, label: z.text }));
  const renderItems = (zoneId: string | null) =>
    itemsIn(items, placement, zoneId).map((item) => (
      <MatchingDndItem
        key={item.id}
        item={item}
        zoneId={zoneId ?? POOL}
        disabled={disabled}
        selectId={selectId(item.id)}
        selectLabel={text.selectLabel(item.text)}
        options={[{ value: POOL, label: text.unplaced }, ...zoneOptions]}
        onSelect={(zone) => {
          move(item.id, zone);
          setRefocus(item.id);
        }}
        feedback={Object.hasOwn(feedback, item.id) ? feedback[item.id] : undefined}
      />
    ));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('inquiry.dnd.instructions') } }}
      onDragEnd={onDragEnd}
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
