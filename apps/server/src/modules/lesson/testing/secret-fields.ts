import type { z } from 'zod';
import { inquiry } from '../slides/inquiry-schema.js';

/**
 * Test support: every field name the package format of inquiries declares, read from the schema itself,
 * so a field added to the format later is known here without anyone remembering to list it.
 */
export function inquiryFieldNames(): Set<string> {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (schema: z.core.$ZodType): void => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
    switch (def.type) {
      case 'object':
        for (const [name, field] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) {
          names.add(name);
          visit(field);
        }
        break;
      case 'union':
        for (const option of def.options as z.core.$ZodType[]) visit(option);
        break;
      case 'array':
        visit(def.element as z.core.$ZodType);
        break;
      case 'record':
        visit(def.valueType as z.core.$ZodType);
        break;
      case 'lazy':
        visit((def.getter as () => z.core.$ZodType)());
        break;
      case 'optional':
      case 'default':
      case 'nullable':
      case 'prefault':
        visit(def.innerType as z.core.$ZodType);
        break;
    }
  };
  visit(inquiry);
  return names;
}

/**
 * Fields of the package format a browser may see before answering (public-view.ts copies exactly these).
 * Every other field the schema declares is treated as secret: keys, correct flags, feedback, geometry,
 * what follows a branching option or survey step.
 */
export const PUBLIC_INQUIRY_FIELDS = new Set([
  'id',
  'type',
  'title',
  'content',
  'requiredTime',
  'resources',
  'text',
  'choices',
  'multiple',
  'targets',
  'items',
  'matches',
  'blanks',
  'options',
  'bgImage',
  'bgWidth',
  'bgHeight',
  'bgOffsetX',
  'bgOffsetY',
  'branchingChoices',
  'surveyChoices',
  'surveyChoiceType',
  'chartType',
  'forumKey',
  'question',
  'assignmentKey',
  'assignmentText',
]);

/** The secret field names: declared by the schema and not public. */
export function secretInquiryFields(): Set<string> {
  return new Set([...inquiryFieldNames()].filter((n) => !PUBLIC_INQUIRY_FIELDS.has(n)));
}
