import type { Resource } from '@continuum/contracts';
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptionTrack } from '../model/use-caption-track';
import { CaptionTranscript } from './caption-transcript';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import classes from './resource.module.css';

const OFF = 'off';

/**
 * AUDIO with its package's WebVTT tracks drawn by the page, since browsers never draw text tracks for
 * <audio> (decision 0072): the current caption under the player, a captions language/off choice, and a
 * transcript of the same cues to open. Captions start in the interface's language (else the first track).
 */
export function AudioPlayer({ resource, url, initial }: { resource: Resource; url: string; initial: number }) {
  const { t } = useTranslation();
  const { captions } = resource.data;
  const audio = useRef<HTMLAudioElement>(null);
  const [chosen, setChosen] = useState<number | null>(captions.length > 0 ? initial : null);
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const transcriptId = useId();
  // With captions off the transcript still follows a track: the one they would start with.
  const followed = captions.length === 0 ? null : (chosen ?? initial);
  const { cues, current, status } = useCaptionTrack(audio, followed);
  const lang = followed === null ? undefined : captions[followed]?.srclang;

  return (
    <Stack gap="xs" className={classes.media}>
      {/* biome-ignore lint/a11y/useMediaCaption: the tracks below are drawn by the page (AudioPlayer's comment) */}
      <audio ref={audio} className={classes.media} controls preload="metadata" src={url} aria-label={resource.title}>
        {captions.map((track) => (
          <track key={track.url} kind={track.kind} src={track.url} srcLang={track.srclang} label={track.label} />
        ))}
      </audio>
      {captions.length > 0 && (
        <>
          {chosen !== null && (
            // Not a live region: screen-reader users hear the recording itself; read along, the transcript.
            <section aria-label={t('resource.media.current')} lang={lang} className={classes.caption}>
              {current}
            </section>
          )}
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={t('resource.media.captions')}
              value={chosen === null ? OFF : String(chosen)}
              onChange={(e) => setChosen(e.currentTarget.value === OFF ? null : Number(e.currentTarget.value))}
              data={[
                { value: OFF, label: t('resource.media.off') },
                ...captions.map((track, index) => ({ value: String(index), label: track.label })),
              ]}
            />
            <Button
              variant="default"
              aria-expanded={transcriptOpen}
              aria-controls={transcriptId}
              onClick={() => setTranscriptOpen((open) => !open)}
            >
              {transcriptOpen ? t('resource.media.hideTranscript') : t('resource.media.showTranscript')}
            </Button>
          </Group>
          <CaptionTranscript id={transcriptId} hidden={!transcriptOpen} cues={cues} status={status} lang={lang} />
        </>
      )}
    </Stack>
  );
}
