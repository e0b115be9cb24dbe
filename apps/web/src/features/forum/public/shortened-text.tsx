import { FORUM_SHORTEN_AFTER } from '@continuum/contracts';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A learner's text, always as text (React escapes it; never HTML), shortened after 2000 characters with
 * show more / show less (001 §4, §9).
 */
export function ShortenedText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const long = text.length > FORUM_SHORTEN_AFTER;
  const shown = long && !expanded ? `${text.slice(0, FORUM_SHORTEN_AFTER)}…` : text;
  return (
    <>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{shown}</Text>
      {long && (
        <Button variant="subtle" size="compact-sm" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {t(expanded ? 'resource.forum.showLess' : 'resource.forum.showMore')}
        </Button>
      )}
    </>
  );
}
