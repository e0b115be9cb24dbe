// Public surface of the seat-time module (decision 0059): other modules and app.ts import only this file.
export { seatTimeAdminRoutes } from './admin-routes.js';
// A learner's credited time, in total, per node and per course day (decision 0059, step 2).
export { findDayCredit, findFirstCreditAt, findSeatTime, findSeatTimeTotals, type LearnerSeatTime } from './credited-time.js';
// A missed personal validation question's forfeit (decision 0193), asked by the compliance module.
export { forfeitUnitsStudiedSince, VALIDATION_MISS_FORFEIT } from './forfeit.js';
export { heartbeatFastPath, type RawHandler } from './heartbeat-fast-path.js';
export { creditedUnder, type MinimumTime, minimumTime } from './minimum-time.js';
// The ledger with its chain head, for the records archive (issue 28).
export { seatTimeLedgerOf } from './records.js';
export { seatTimeRoutes } from './routes.js';
export { SeatTimeService } from './service.js';
export { courseDay, seatTimeRules } from './settings.js';
// Moving a learner's record to another version of the course (issue 30, decision 0205).
export { moveSeatTime, VERSION_MIGRATION } from './version-move.js';
