// Public surface of the exam-gates module (decision 0059): other modules and app.ts import only this file.

// The final affidavit's gate, given by the app from the course completion (issue 25 item 37).
export { examGateServices } from './app-services.js';
// The PII cipher and the affidavit rule keys, shared with the affidavit module (decision 0093).
export { AFFIDAVIT_RULES, courseToday, finalAffidavitFields } from './final-affidavit-form.js';
export { assertFinalAffidavitOpen, type FinalAffidavitGate } from './final-affidavit-gate.js';
export { consumeExamGates, examGateStatus } from './gate-status.js';
export { GATE_CODE_TEMPLATE, issueGateCode } from './issue-code.js';
export { open as openPii, seal as sealPii } from './pii-cipher.js';
// Read by the course completion (finishCourse): the proctor signature of 001 §4.
export { hasProctorAffidavit, learnerProductsWithProctorAffidavit } from './proctor-affidavit-facts.js';
// Proctor attestations, for the records archive (issue 28).
export { proctorAttestationsOf } from './records.js';
export { examGateRoutes } from './routes.js';
export { withdrawAcceptedCodes } from './withdraw.js';
