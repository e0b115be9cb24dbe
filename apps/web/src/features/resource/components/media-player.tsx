import type { Resource } from '@continuum/contracts';
import classes from './resource.module.css';

/**
 * AUDIO and VIDEO with the browser's own player (keyboard-operable, captions menu) and the package's
 * WebVTT tracks; the first captions track is on by default.
 */
export function MediaPlayer({ resource, url }: { resource: Resource; url: string }) {
  const tracks = resource.data.captions.map((track, index) => (
    <track key={track.url} kind={track.kind} src={track.url} srcLang={track.srclang} label={track.label} default={index === 0} />
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
