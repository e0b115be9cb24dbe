import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CaptionCue, cueClock } from '../model/caption-cues';
import type { CaptionTrackState } from '../model/use-caption-track';
import classes from './resource.module.css';

interface CaptionTranscriptProps {
  id: string;
  hidden: boolean;
  cues: CaptionCue[];
  status: CaptionTrackState['status'];
  /** The track's language, so a screen reader reads the cues in it. */
  lang: string | undefined;
}

/** The full text of a captions track, each cue with the time it starts (WCAG 1.2.1's transcript). */
export function CaptionTranscript({ id, hidden, cues, status, lang }: CaptionTranscriptProps) {
  const { t } = useTranslation();
  const headingId = `${id}-heading`;
  let body = <Text>{t('resource.media.transcriptLoading')}</Text>;
  if (status === 'error') body = <Text role="alert">{t('resource.media.transcriptError')}</Text>;
  else if (status === 'loaded' && cues.length === 0) body = <Text>{t('resource.media.transcriptEmpty')}</Text>;
  else if (status === 'loaded') {
    body = (
      <ol className={classes.transcript} lang={lang}>
        {cues.map((cue) => (
          <li key={`${cue.start}-${cue.end}-${cue.text}`}>
            <time className={classes.cueTime} dateTime={`PT${Math.floor(cue.start)}S`}>
              {cueClock(cue.start)}
            </time>{' '}
            {cue.text}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section id={id} hidden={hidden} aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('resource.media.transcript')}
      </Title>
      {body}
    </section>
  );
}
