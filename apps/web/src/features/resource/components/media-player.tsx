import type { Resource } from '@continuum/contracts';
import { useTranslation } from 'react-i18next';
import { AudioPlayer } from './audio-player';
import classes from './resource.module.css';

/**
 * AUDIO and VIDEO with the package's WebVTT tracks, starting with the track in the interface's language
 * (else the first). Video keeps the browser's own player and captions menu; audio gets captions drawn by
 * the page and a transcript (AudioPlayer), since browsers never draw text tracks for <audio>.
 */
export function MediaPlayer({ resource, url }: { resource: Resource; url: string }) {
  const { i18n } = useTranslation();
  const { captions } = resource.data;
  const inLanguage = captions.findIndex((c) => c.srclang.split('-')[0] === i18n.language.split('-')[0]);
  const shown = Math.max(inLanguage, 0);
  if (resource.type === 'AUDIO') return <AudioPlayer key={resource.id} resource={resource} url={url} initial={shown} />;
  return (
    // biome-ignore lint/a11y/useMediaCaption: the package's captions tracks are added when it provides them
    <video className={classes.media} controls preload="metadata" src={url} aria-label={resource.title}>
      {captions.map((track, index) => (
        <track
          key={track.url}
          kind={track.kind}
          src={track.url}
          srcLang={track.srclang}
          label={track.label}
          default={index === shown}
        />
      ))}
    </video>
  );
}
