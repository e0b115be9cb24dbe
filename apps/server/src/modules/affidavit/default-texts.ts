type Wording = { en: string; fr: string };

/**
 * The built-in affidavit texts by version, as the web app shows them (apps/web/public/i18n/{en,fr}/affidavit.json,
 * `affidavit.final.defaultText` and `affidavit.orientation.defaultText`). An acceptance of a built-in text stores only
 * its version (`textBody` null); the records archive gives the wording from here (decision 0198). A version's wording
 * never changes: new wording is a new version (texts.ts DEFAULT_TEXT_VERSION), added here beside the old ones.
 */
export const DEFAULT_TEXTS: Record<string, { FINAL: Wording; ORIENTATION: Wording }> = {
  'default-1': {
    FINAL: {
      en: 'I certify that I personally completed this course and its final exam, without help from anyone else, and that the information I give below is true and correct.',
      fr: "Je certifie avoir suivi personnellement ce cours et son examen final, sans l'aide de quiconque, et que les informations données ci-dessous sont exactes.",
    },
    ORIENTATION: {
      en: 'I understand that I must complete this course myself, that my identity may be verified, and that the time I spend in the course is recorded.',
      fr: 'Je comprends que je dois suivre ce cours moi-même, que mon identité peut être vérifiée et que le temps passé dans le cours est enregistré.',
    },
  },
};

/** The built-in wording an acceptance of `kind` with `version` was shown (EXTERNAL shows the final text), or null. */
export function defaultTextOf(kind: string, version: string): Wording | null {
  const texts = DEFAULT_TEXTS[version];
  if (!texts) return null;
  return kind === 'ORIENTATION' ? texts.ORIENTATION : texts.FINAL;
}
