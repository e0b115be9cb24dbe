// Public surface of the seat-time module (decision 0059): other modules and app.ts import only this file.
export { seatTimeAdminRoutes } from './admin-routes.js';
export { heartbeatFastPath, type RawHandler } from './heartbeat-fast-path.js';
export { creditedUnder, type MinimumTime, minimumTime } from './minimum-time.js';
/** A learner product's credited seat time, in total and per node. */
export { findSeatTime, type LearnerSeatTime } from './repo.js';
export { seatTimeRoutes } from './routes.js';
export { SeatTimeService } from './service.js';
export { courseDay, seatTimeRules } from './settings.js';
