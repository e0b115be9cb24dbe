import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXTS, defaultTextOf } from './default-texts.js';
import { DEFAULT_TEXT_VERSION } from './texts.js';

const i18n = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../../../web/public/i18n/${lang}/affidavit.json`, import.meta.url), 'utf8')).affidavit;

describe('the built-in affidavit texts the records archive gives (decision 0198)', () => {
  it("the current version's wording is what the web app shows: a change of wording needs a new version", () => {
    const current = DEFAULT_TEXTS[DEFAULT_TEXT_VERSION];
    for (const lang of ['en', 'fr'] as const) {
      expect(current?.FINAL[lang], lang).toBe(i18n(lang).final.defaultText);
      expect(current?.ORIENTATION[lang], lang).toBe(i18n(lang).orientation.defaultText);
    }
  });

  it('gives the final wording to the external affidavit, and nothing for an unknown version', () => {
    expect(defaultTextOf('EXTERNAL', 'default-1')).toEqual(DEFAULT_TEXTS['default-1']?.FINAL);
    expect(defaultTextOf('ORIENTATION', 'default-1')).toEqual(DEFAULT_TEXTS['default-1']?.ORIENTATION);
    expect(defaultTextOf('FINAL', 'sha256:0123456789abcdef')).toBeNull();
  });
});
