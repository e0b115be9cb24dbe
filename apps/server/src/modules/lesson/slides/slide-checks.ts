import { CMI5_TYPE, type Cmi5Slide, cmi5Slide } from '../sco/cmi5-schema.js';
import { SCO_TYPE, type ScoSlide, scoSlide } from '../sco/sco-schema.js';
import { contentSlide, type Inquiry, inquiry } from './inquiry-schema.js';
import { inquiryProblems } from './package-checks.js';
import { isKnownType } from './public-view.js';

export interface SlideProblem {
  path: PropertyKey[];
  message: string;
}

const KNOWN_TYPES = new Set<string>(inquiry.options.map((o) => o.shape.type.value));

/** A slide of a known inquiry type is checked against that type's schema, a SCORM or cmi5 slide against its own; any other is a content slide. */
export function parseSlide(
  raw: unknown,
):
  | { success: true; data: Inquiry | ScoSlide | Cmi5Slide | ReturnType<typeof contentSlide.parse> }
  | { success: false; issues: SlideProblem[] } {
  const type = (raw as { type?: unknown })?.type;
  const schema =
    typeof type === 'string' && KNOWN_TYPES.has(type)
      ? inquiry
      : type === SCO_TYPE
        ? scoSlide
        : type === CMI5_TYPE
          ? cmi5Slide
          : contentSlide;
  const result = schema.safeParse(raw);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, issues: result.error.issues.map((i) => ({ path: i.path, message: i.message })) };
}

/** Problems of a node file's slides: only lessons have slides, each valid for its type, ids unique. */
export function slideProblems(node: { type: string; slides?: unknown[] | undefined }): SlideProblem[] {
  if (!node.slides) return [];
  if (node.type !== 'LESSON') return [{ path: ['slides'], message: 'only LESSON nodes have slides' }];
  const problems: SlideProblem[] = [];
  const seen = new Set<string>();
  node.slides.forEach((raw, i) => {
    const parsed = parseSlide(raw);
    if (!parsed.success) {
      for (const issue of parsed.issues) problems.push({ path: ['slides', i, ...issue.path], message: issue.message });
      return;
    }
    if (seen.has(parsed.data.id))
      problems.push({ path: ['slides', i, 'id'], message: `slide id "${parsed.data.id}" is used twice` });
    seen.add(parsed.data.id);
    if (isKnownType(parsed.data.type)) {
      for (const p of inquiryProblems(parsed.data as Inquiry)) {
        // inquiryProblems speaks in dotted paths ("choices.2.id"); the reader wants segments for line look-up.
        const segments = p.path ? p.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : [];
        problems.push({ path: ['slides', i, ...segments], message: p.message });
      }
    }
  });
  return problems;
}
