import type { Resource } from '@continuum/contracts';
import { useTranslation } from 'react-i18next';
import classes from './resource.module.css';

/**
 * AUDIO and VIDEO with the browser's own player (keyboard-operable, captions menu) and the package's
 * WebVTT tracks; the track in the interface's language (else the first) is on by default.
 */
export function MediaPlayer({ resource, url }: { resource: Resource; url: string }) {
  const { i18n } = useTranslation();
  const { captions } = resource.data;
  const inLanguage = captions.findIndex((c) => c.srclang.split('-')[0] === i18n.language.split('-')[0]);
  const shown = Math.max(inLanguage, 0);
  const tracks = captions.map((track, index) => (
    <track
      key={track.url}
      kind={track.kind}
      src={track.url}
      srcLang={track.srclang}
      label={track.label}
      default={index === shown}
    />
  ));
  if (resource.type === 'VIDEO') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the package's captions tracks are added when it provides them
      <video className={classes.media} controls preload="metadata" src={url} aria-label={resource.title}>
        {tracks}
      </video>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the package's captions tracks are added when it provides them
    <audio className={classes.media} controls preload="metadata" src={url} aria-label={resource.title}>
      {tracks}
    </audio>
  );
}
