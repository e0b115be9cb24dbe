// What lesson reads and writes of assignments for its ASSIGNMENT slides (through index.ts, not the repo; decision
// 0114), and what the learner's assignment pages (learner/, decision 0086) read.
import type { Db } from '../../platform/db/client.js';
import * as repo from './repo.js';

export type { AssignmentRow, CommentRow, DeclaredAssignment, StudentAssignmentRow } from './repo.js';

/** An assignment by id, or undefined. */
export function findAssignment(db: Db, id: number): Promise<repo.AssignmentRow | undefined> {
  return repo.findAssignment(db, id);
}

/** A product's assignments by key (what an ASSIGNMENT slide's assignmentKey names). */
export function assignmentsByKey(db: Db, productId: number, keys: string[]): Promise<Map<string, repo.AssignmentRow>> {
  return repo.assignmentsByKey(db, productId, keys);
}

/** A student assignment's thread (responses and instructor comments), oldest first. */
export function findComments(db: Db, studentAssignmentId: number): Promise<repo.CommentRow[]> {
  return repo.findComments(db, studentAssignmentId);
}

/** The threads of these student assignments, oldest first, by student assignment. */
export function findCommentsOf(db: Db, studentAssignmentIds: number[]): Promise<Map<number, repo.CommentRow[]>> {
  return repo.findCommentsOf(db, studentAssignmentIds);
}

/** Every assignment of a product, in id order. */
export function findProductAssignments(db: Db, productId: number): Promise<repo.AssignmentRow[]> {
  return repo.findProductAssignments(db, productId);
}

/** The learner's copy of an assignment, or undefined before their first response. */
export function findStudentAssignment(
  db: Db,
  learnerProductId: number,
  assignmentId: number,
): Promise<repo.StudentAssignmentRow | undefined> {
  return repo.findStudentAssignment(db, learnerProductId, assignmentId);
}

/** The learner's copies of these assignments. */
export function findStudentAssignments(
  db: Db,
  learnerProductId: number,
  assignmentIds: number[],
): Promise<repo.StudentAssignmentRow[]> {
  return repo.findStudentAssignments(db, learnerProductId, assignmentIds);
}

/** The latest learner response of each of these student assignments. */
export function latestResponses(db: Db, studentAssignmentIds: number[]): Promise<Map<number, string>> {
  return repo.latestResponses(db, studentAssignmentIds);
}

/** Whether the product has any assignment (api/product/{lpId}/assignments/isenabled). */
export function productHasAssignments(db: Db, productId: number): Promise<boolean> {
  return repo.productHasAssignments(db, productId);
}

/** Makes a product's assignments those its package declares (the course import's transaction). */
export function syncAssignments(db: Db, productId: number, declared: repo.DeclaredAssignment[]): Promise<void> {
  return repo.syncAssignments(db, productId, declared);
}
