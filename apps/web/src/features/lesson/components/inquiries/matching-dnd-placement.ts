/** Where each item lies: item (or choice) id -> zone (target or match) id; unplaced items are absent. */
export type Placement = Readonly<Record<string, string>>;

const zoneOf = (placement: Placement, itemId: string): string | undefined =>
  // Own keys only: authored ids such as "constructor" must not find Object.prototype.
  Object.hasOwn(placement, itemId) ? placement[itemId] : undefined;

/**
 * Moves one item to a zone, or back to the unplaced pool (zoneId null). With single-item zones (matching:
 * one choice per match) the item already there changes places with the moved one, so a complete answer
 * stays complete.
 */
export function moveItem(placement: Placement, itemId: string, zoneId: string | null, singleItemZones: boolean): Placement {
  const from = zoneOf(placement, itemId);
  const next: Record<string, string> = {};
  for (const [item, zone] of Object.entries(placement)) {
    if (item === itemId) continue;
    if (singleItemZones && zoneId !== null && zone === zoneId) {
      if (from !== undefined) next[item] = from;
      continue;
    }
    next[item] = zone;
  }
  if (zoneId !== null) next[itemId] = zoneId;
  return next;
}

/** The items placed in one zone, in the order the items are listed. */
export function itemsIn<T extends { id: string }>(items: readonly T[], placement: Placement, zoneId: string | null): T[] {
  return items.filter((item) => (zoneOf(placement, item.id) ?? null) === zoneId);
}

/** The zone an item lies in, or null when it is unplaced. */
export const placedZone = (placement: Placement, itemId: string): string | null => zoneOf(placement, itemId) ?? null;

/** A placement keeping only known items and zones, for an answer that came from elsewhere (the player). */
export function knownPlacement(
  placement: Placement | undefined,
  items: readonly { id: string }[],
  zones: readonly { id: string }[],
): Placement {
  const zoneIds = new Set(zones.map((z) => z.id));
  const next: Record<string, string> = {};
  for (const item of items) {
    const zone = placement ? zoneOf(placement, item.id) : undefined;
    if (zone !== undefined && zoneIds.has(zone)) next[item.id] = zone;
  }
  return next;
}
