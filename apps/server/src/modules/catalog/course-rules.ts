/**
 * Course rules: SC_* keys with string values where 'yes' means true (000 §1). Every read goes
 * through this accessor so the spec's defaults live in one place.
 */
const defaults = {
  SC_IDLE_WARNING_SECS: '1800',
  SC_SEAT_TIME_IS_TIMEOUT: 'no',
  SC_SEAT_TIME_TIMEOUT_MINUTES: '30',
  SC_SEAT_TIME_DISPLAY_WARNING: 'yes',
  SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE: 'no',
  SC_PROCTOR_PROCTOR_REQUIRED: 'no',
  SC_FINAL_EXAMS_ALLOW_PRINT: 'yes',
  SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'no',
  SC_SECURITY_SECURITY_QUESTIONS_REQUIRED: 'no',
  SC_INSTRUCTOR_SERVICES_INSTRUCTOR_NEEDED: 'yes',
  SC_FINAL_EXAMS_MINS_BEFORE_RETAKE: '0',
  SC_PHOTO_IDENTIFICATION_REQUIRED: 'no',
} as const satisfies Record<string, string>;

export type KnownRule = keyof typeof defaults;

/** The spec's defaults (000 §9), for the rule catalogue the admin screen shows (rule-catalogue.ts). */
export const RULE_DEFAULTS: Readonly<Record<string, string>> = defaults;

export class CourseRules {
  constructor(private readonly values: Readonly<Record<string, string>>) {}

  /** The raw value, or the spec's default, or undefined. */
  text(key: string): string | undefined {
    return this.values[key] ?? (defaults as Record<string, string>)[key];
  }

  /** 'yes' (any case) is true; anything else false. */
  flag(key: string): boolean {
    return (this.text(key) ?? '').trim().toLowerCase() === 'yes';
  }

  /** Digits only (000 §5); anything else gives the fallback. */
  int(key: string, fallback = 0): number {
    const raw = (this.text(key) ?? '').trim();
    return /^\d+$/.test(raw) ? Number.parseInt(raw, 10) : fallback;
  }

  /** The stored map as sent to the client (no defaults filled in). */
  toJSON(): Record<string, string> {
    return { ...this.values };
  }
}
