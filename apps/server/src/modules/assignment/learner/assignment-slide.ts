/**
 * What the learner's assignment pages read of a lesson's ASSIGNMENT slide (its stored data): the key of the
 * assignment it asks. Declared here rather than imported from lesson, which imports this module (decision 0173).
 */
export interface AssignmentSlide {
  assignmentKey: string;
}
