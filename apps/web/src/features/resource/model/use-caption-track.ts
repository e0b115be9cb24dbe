import { type RefObject, useEffect, useState } from 'react';
import { activeCaption, type CaptionCue, trackCues } from './caption-cues';

const LOADED = 2; // HTMLTrackElement.LOADED
const ERROR = 3; // HTMLTrackElement.ERROR

export interface CaptionTrackState {
  /** Every cue of the track once it has loaded (the transcript). */
  cues: CaptionCue[];
  /** The active cues' text now ('' between cues). */
  current: string;
  status: 'loading' | 'loaded' | 'error';
}

/**
 * Follows the index-th <track> of a media element: puts its TextTrack in 'hidden' mode (the browser
 * loads it and fires cuechange but draws nothing, as it never draws for <audio> anyway) and reads its
 * cues and the ones active now. null follows no track; the track left is disabled again.
 */
export function useCaptionTrack(media: RefObject<HTMLMediaElement | null>, index: number | null): CaptionTrackState {
  const [state, setState] = useState<CaptionTrackState>({ cues: [], current: '', status: 'loading' });

  useEffect(() => {
    const element = index === null ? undefined : media.current?.querySelectorAll('track')[index];
    const track = element?.track;
    if (!element || !track) return;
    const readCues = () => setState((s) => ({ ...s, cues: trackCues(track), status: 'loaded' }));
    const failed = () => setState((s) => ({ ...s, status: 'error' }));
    const readActive = () => setState((s) => ({ ...s, current: activeCaption(track) }));
    track.mode = 'hidden';
    element.addEventListener('load', readCues);
    element.addEventListener('error', failed);
    track.addEventListener('cuechange', readActive);
    if (element.readyState === LOADED) readCues();
    if (element.readyState === ERROR) failed();
    readActive();
    return () => {
      element.removeEventListener('load', readCues);
      element.removeEventListener('error', failed);
      track.removeEventListener('cuechange', readActive);
      track.mode = 'disabled';
      setState({ cues: [], current: '', status: 'loading' });
    };
  }, [media, index]);

  return state;
}
