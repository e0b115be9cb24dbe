import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { inFrench } from '@/test/french';
import { durationWords } from './duration';

const words = (parts: Parameters<typeof durationWords>[2]) => durationWords(i18n.t, i18n.language, parts);

describe('durationWords', () => {
  it('leaves zero units out and gives each unit its English plural', () => {
    expect(words({ hours: 0, minutes: 1 })).toBe('1 minute');
    expect(words({ hours: 1, minutes: 0 })).toBe('1 hour');
    expect(words({ hours: 2, minutes: 15 })).toBe('2 hours, 15 minutes');
    expect(words({ days: 1, hours: 2, minutes: 5 })).toBe('1 day, 2 hours, 5 minutes');
    expect(words({ days: 0, hours: 0, minutes: 0, seconds: 45 })).toBe('45 seconds');
  });

  it('reads nothing left as 0 of the smallest unit given', () => {
    expect(words({ hours: 0, minutes: 0 })).toBe('0 minutes');
    expect(words({ minutes: 0, seconds: 0 })).toBe('0 seconds');
  });

  it('uses the French forms: singular up to 1, « et » before the last unit, grouped thousands', async () => {
    await inFrench();
    expect(words({ hours: 0, minutes: 1 })).toBe('1 minute');
    expect(words({ hours: 2, minutes: 15 })).toBe('2 heures et 15 minutes');
    expect(words({ days: 1, hours: 1, minutes: 5 })).toBe('1 jour, 1 heure et 5 minutes');
    expect(words({ hours: 0, minutes: 0 })).toBe('0 minute');
    expect(words({ hours: 1200 })).toBe('1\u202f200 heures');
  });
});
