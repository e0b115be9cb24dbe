import { Button } from '@mantine/core';

interface BookmarkToggleProps {
  bookmarked: boolean;
  /** Label while not bookmarked ('Bookmark this resource'). */
  offLabel: string;
  /** Label while bookmarked ('Bookmarked!'). */
  onLabel: string;
  pending: boolean;
  onToggle: (bookmarked: boolean) => void;
}

/** A bookmark toggle button: pressed while bookmarked, pressing it again removes the bookmark (001 §4). */
export function BookmarkToggle({ bookmarked, offLabel, onLabel, pending, onToggle }: BookmarkToggleProps) {
  return (
    <Button
      variant={bookmarked ? 'filled' : 'default'}
      size="sm"
      aria-pressed={bookmarked}
      loading={pending}
      onClick={() => onToggle(!bookmarked)}
    >
      {bookmarked ? onLabel : offLabel}
    </Button>
  );
}
