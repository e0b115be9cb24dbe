/** One cue of a WebVTT track as plain text, with its times in seconds. */
export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

/** What this module reads of a TextTrack (so tests can hand in a plain object). */
export interface CueSource {
  cues: ArrayLike<TextTrackCue> | null;
  activeCues: ArrayLike<TextTrackCue> | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f' };

/**
 * A cue's WebVTT text as plain text: a voice span names its speaker ('<v Ana>Hi' -> 'Ana: Hi'), the other
 * tags (<i>, <b>, <c.x>, <00:01.000>) are dropped and the escapes WebVTT allows are decoded.
 */
export function cueText(raw: string): string {
  return raw
    .replace(/<v(?:\.[^\s>]*)?\s+([^>]+)>/g, '$1: ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();
}

/** A cue's text whether it is a VTTCue (text) or another TextTrackCue (no text: nothing to show). */
function rawText(cue: TextTrackCue): string {
  return 'text' in cue && typeof cue.text === 'string' ? cue.text : '';
}

/** Every cue of a loaded track, in time order, empty ones left out: the transcript. */
export function trackCues(track: CueSource): CaptionCue[] {
  return Array.from(track.cues ?? [])
    .map((cue) => ({ start: cue.startTime, end: cue.endTime, text: cueText(rawText(cue)) }))
    .filter((cue) => cue.text !== '')
    .sort((a, b) => a.start - b.start);
}

/** The caption to show now: the active cues' text, one line each (cues may overlap). */
export function activeCaption(track: CueSource): string {
  return Array.from(track.activeCues ?? [])
    .map((cue) => cueText(rawText(cue)))
    .filter((text) => text !== '')
    .join('\n');
}

/** A cue's start as a media clock (65.4 -> '1:05', 3725 -> '1:02:05'); the same in every language. */
export function cueClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(s % 60)}` : `${minutes}:${pad(s % 60)}`;
}
