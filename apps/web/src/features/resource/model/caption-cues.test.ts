import { describe, expect, it } from 'vitest';
import { activeCaption, cueClock, cueText, trackCues } from './caption-cues';

const cue = (startTime: number, endTime: number, text: string) => ({ startTime, endTime, text }) as unknown as VTTCue;

describe('caption cues', () => {
  it('reads a WebVTT cue as plain text: speaker named, tags dropped, escapes decoded', () => {
    expect(cueText('<v Ana Ruiz>Give the <i>IABS</i> notice</v>')).toBe('Ana Ruiz: Give the IABS notice');
    expect(cueText('<c.loud>Buyer &amp; seller</c> &lt;both&gt;')).toBe('Buyer & seller <both>');
    expect(cueText('Day <00:00:02.000>3')).toBe('Day 3');
  });

  it('lists a track’s cues in time order without empty ones, for the transcript', () => {
    const track = { cues: [cue(5, 9.5, 'Second'), cue(0, 5, 'First'), cue(9.5, 10, '<i></i>')], activeCues: [] };
    expect(trackCues(track)).toEqual([
      { start: 0, end: 5, text: 'First' },
      { start: 5, end: 9.5, text: 'Second' },
    ]);
    expect(trackCues({ cues: null, activeCues: null })).toEqual([]);
  });

  it('shows every active cue, one line each, and nothing between cues', () => {
    expect(activeCaption({ cues: null, activeCues: [cue(0, 5, 'One'), cue(1, 4, '<b>Two</b>')] })).toBe('One\nTwo');
    expect(activeCaption({ cues: null, activeCues: [] })).toBe('');
  });

  it('gives a cue’s start as a media clock', () => {
    expect(cueClock(0)).toBe('0:00');
    expect(cueClock(65.4)).toBe('1:05');
    expect(cueClock(3725)).toBe('1:02:05');
  });
});
