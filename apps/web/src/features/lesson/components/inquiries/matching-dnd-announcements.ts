import type { Announcements } from '@dnd-kit/core';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicChoice } from './inquiry-public-choices';
import type { DragData, ZoneStepper } from './matching-dnd-keyboard';

/** The unplaced pool's zone id; authored ids are lower-case, so it never clashes with one. */
export const POOL = 'POOL';

/**
 * What dnd-kit's live region says at each step of a drag, by item and zone text. Stable between renders
 * (dnd-kit re-subscribes its announcer whenever this object changes). The drop names the zone the drag
 * really ends on (the stepper's, for a keyboard drag), not dnd-kit's possibly lagging `over`.
 */
export function useDndAnnouncements(
  items: PublicChoice[],
  zones: PublicChoice[],
  poolTitle: string,
  stepper: ZoneStepper,
): Announcements {
  const { t } = useTranslation();
  // The zone last announced: a pick-up lands 'over' the item's own zone, which would drown 'Picked up'.
  const announcedZone = useRef<string | null>(null);
  return useMemo<Announcements>(() => {
    const itemText = (id: unknown) => items.find((i) => i.id === id)?.text ?? String(id);
    const zoneText = (id: unknown) => (id === POOL ? poolTitle : (zones.find((z) => z.id === id)?.text ?? String(id)));
    return {
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
        const zone = stepper.dropZone(over);
        if (zone === null) return t('inquiry.dnd.droppedNowhere', { item: itemText(active.id) });
        return t('inquiry.dnd.dropped', { item: itemText(active.id), zone: zoneText(zone) });
      },
      onDragCancel: ({ active }) => t('inquiry.dnd.cancelled', { item: itemText(active.id) }),
    };
  }, [t, items, zones, poolTitle, stepper]);
}
