/** One item as a regulator file carries it: the facts of the completion and the learner's key, opened. */
export interface ExportLine {
  itemId: number;
  regulator: string;
  profileId: string;
  approvalNumber: string;
  creditHours: string;
  learnerKeyKind: string;
  learnerKey: string;
  firstName: string;
  lastName: string;
  completedOn: string;
  dueOn: string;
}

/** A built file, or the field and reason it cannot be built. */
export type BuiltFile =
  | { ok: true; content: string; contentType: string; extension: string }
  | { ok: false; field: string; message: string };
