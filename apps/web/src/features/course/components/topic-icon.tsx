import { TOPIC_COLOR } from '../model/constants';
import classes from './exam-prep.module.css';

/** Outline drawings (24x24, stroked) for the icon names topic packages use (TOPIC_ICON); others get a book. */
const ICONS: Record<string, string> = {
  home: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  handshake: 'M2 12l4-4 4 2 3-2 3 1 6 3M6 8v6l5 5 2-1 2 1 2-2 2 1 1-3M9 15l2 2M12 13l3 3',
  'file-signature': 'M14 3H6v18h12V7zM14 3v4h4M8 16c2-3 3 1 5-1s2 1 3 0',
  landmark: 'M3 9l9-5 9 5M5 9v9M9.5 9v9M14.5 9v9M19 9v9M3 20h18',
  calculator: 'M6 3h12v18H6zM8.5 6.5h7v3h-7zM9 13h.01M12 13h.01M15 13h.01M9 16.5h.01M12 16.5h.01M15 16.5h.01',
  scale: 'M12 4v16M7 20h10M5 7h14M5 7l-3 6a3 3 0 0 0 6 0zM19 7l-3 6a3 3 0 0 0 6 0z',
};
const BOOK = 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 19V5M8 7h7';

/** A topic's icon on its colour (TOPIC_COLOR, default #90A25D); decorative, the title names the topic. */
export function TopicIcon({ name, color, size = 44 }: { name?: string; color?: string; size?: number }) {
  return (
    <span
      className={classes.topicIcon}
      style={{ background: color || TOPIC_COLOR, width: size, height: size }}
      aria-hidden="true"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width={size * 0.55}
        height={size * 0.55}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={(name && ICONS[name]) || BOOK} />
      </svg>
    </span>
  );
}
