import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inFrench } from '@/test/french';
import { renderWithProviders } from '@/test/render';
import { resource } from '../testing/fixtures';
import { MediaPlayer } from './media-player';

/** jsdom has no media playback and no TextTrack: a track the test loads and moves through by hand. */
class FakeTrack extends EventTarget {
  mode: TextTrackMode = 'disabled';
  cues: VTTCue[] | null = null;
  activeCues: VTTCue[] = [];
}
const tracks = new WeakMap<HTMLTrackElement, FakeTrack>();
const trackOf = (element: HTMLTrackElement) => {
  const track = tracks.get(element) ?? new FakeTrack();
  tracks.set(element, track);
  return track;
};
const cue = (startTime: number, endTime: number, text: string) => ({ startTime, endTime, text }) as unknown as VTTCue;

beforeEach(() => {
  Object.defineProperty(HTMLTrackElement.prototype, 'track', {
    configurable: true,
    get(this: HTMLTrackElement) {
      return trackOf(this);
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(HTMLTrackElement.prototype, 'track');
});

const base = '/asset-storage/resource/download/7/40';
const audio = resource({
  type: 'AUDIO',
  title: 'Audio Overview',
  content: null,
  data: {
    ...resource().data,
    url: `${base}/overview.wav`,
    mediaType: 'audio/wav',
    captions: [
      { url: `${base}/en.vtt`, srclang: 'en', label: 'English', kind: 'captions' },
      { url: `${base}/fr.vtt`, srclang: 'fr', label: 'Français', kind: 'captions' },
    ],
  },
});
const EN = [cue(0, 5, 'Brokers may represent a seller.'), cue(5, 9.5, 'Give the <i>IABS</i> notice.')];
const FR = [cue(0, 5, 'Le courtier peut représenter le vendeur.')];

/** The browser finishing the download of a track's file. */
function load(element: HTMLTrackElement, cues: VTTCue[]) {
  act(() => {
    trackOf(element).cues = cues;
    element.dispatchEvent(new Event('load'));
  });
}
/** Playback reaching a cue (or leaving all of them). */
function reach(element: HTMLTrackElement, active: VTTCue[]) {
  act(() => {
    trackOf(element).activeCues = active;
    trackOf(element).dispatchEvent(new Event('cuechange'));
  });
}

describe('MediaPlayer, audio', () => {
  it('draws the active cue of the interface language’s track, which it keeps hidden for the browser', () => {
    const { container } = renderWithProviders(<MediaPlayer resource={audio} url={`${base}/overview.wav`} />);
    const [en, fr] = [...container.querySelectorAll('audio track')] as HTMLTrackElement[];
    if (!en || !fr) throw new Error('no tracks');
    expect(trackOf(en).mode).toBe('hidden');
    expect(trackOf(fr).mode).toBe('disabled');
    const caption = screen.getByRole('region', { name: 'Current caption' });
    expect(caption.textContent).toBe('');
    expect(caption.getAttribute('aria-live')).toBeNull();
    load(en, EN);
    reach(en, [EN[1] as VTTCue]);
    expect(caption.textContent).toBe('Give the IABS notice.');
    expect(caption.getAttribute('lang')).toBe('en');
    reach(en, []);
    expect(caption.textContent).toBe('');
  });

  it('switches the captions language or turns them off from a labelled select', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<MediaPlayer resource={audio} url={`${base}/overview.wav`} />);
    const [en, fr] = [...container.querySelectorAll('audio track')] as HTMLTrackElement[];
    if (!en || !fr) throw new Error('no tracks');
    const select = screen.getByRole('combobox', { name: 'Captions' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Off', 'English', 'Français']);
    await user.selectOptions(select, 'Français');
    expect(trackOf(en).mode).toBe('disabled');
    expect(trackOf(fr).mode).toBe('hidden');
    load(fr, FR);
    reach(fr, FR);
    expect(screen.getByRole('region', { name: 'Current caption' }).textContent).toBe(FR[0]?.text);
    await user.selectOptions(select, 'Off');
    expect(screen.queryByRole('region', { name: 'Current caption' })).toBeNull();
  });

  it('opens a transcript of the same cues with their start times, and closes it', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<MediaPlayer resource={audio} url={`${base}/overview.wav`} />);
    const en = container.querySelector('audio track') as HTMLTrackElement;
    const toggle = screen.getByRole('button', { name: 'Show transcript' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
    await user.click(toggle);
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(toggle.getAttribute('aria-controls')).toBe(transcript.id);
    expect(within(transcript).getByText('Loading the transcript…')).toBeDefined();
    load(en, EN);
    expect(
      within(transcript)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['0:00 Brokers may represent a seller.', '0:05 Give the IABS notice.']);
    await user.click(screen.getByRole('button', { name: 'Hide transcript' }));
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
  });

  it('starts with French captions in French, and says so in French', async () => {
    await inFrench();
    const { container } = renderWithProviders(<MediaPlayer resource={audio} url={`${base}/overview.wav`} />);
    const fr = container.querySelectorAll('audio track')[1] as HTMLTrackElement;
    expect(trackOf(fr).mode).toBe('hidden');
    expect(screen.getByRole('combobox', { name: 'Sous-titres' })).toHaveProperty('value', '1');
    expect(screen.getByRole('region', { name: 'Sous-titre en cours' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Afficher la transcription' })).toBeDefined();
  });

  it('offers no captions controls for audio without tracks', () => {
    const bare = resource({ ...audio, data: { ...audio.data, captions: [] } });
    renderWithProviders(<MediaPlayer resource={bare} url={`${base}/overview.wav`} />);
    expect(screen.queryByRole('combobox', { name: 'Captions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show transcript' })).toBeNull();
  });
});
