import { TYPING_ENROL_ENTRIES, type TypingCheckUserReply, type TypingDevice } from '@continuum/contracts';

/**
 * What the modal asks for (issue 25): the phrase of the learner's language on this device when enrolled there
 * (or enrolling the first template, or under staff supervision); else the phrase already enrolled on this device;
 * else, when the only template is on the other device class, nothing can be typed here.
 */
export type TypingPlan =
  | { kind: 'type'; textId: number; enrolled: number /** Another phrase than the language's. */; switched: boolean }
  | { kind: 'elsewhere'; device: TypingDevice };

export function typingPlan(reply: TypingCheckUserReply, preferred: number, device: TypingDevice): TypingPlan {
  const { templates } = reply;
  const own = templates.find((t) => t.textId === preferred && t.device === device);
  if (reply.supervisedEnrolment) {
    // The server starts a complete template again under supervision; a partial one continues.
    const enrolled = own && own.entries < TYPING_ENROL_ENTRIES ? own.entries : 0;
    return { kind: 'type', textId: preferred, enrolled, switched: false };
  }
  if (own) return { kind: 'type', textId: preferred, enrolled: own.entries, switched: false };
  const sameDevice = templates.find((t) => t.device === device);
  if (sameDevice) return { kind: 'type', textId: sameDevice.textId, enrolled: sameDevice.entries, switched: true };
  const other = templates[0];
  if (other) return { kind: 'elsewhere', device: other.device };
  return { kind: 'type', textId: preferred, enrolled: 0, switched: false };
}
