-- Rows updated many times a minute leave room on their page, so PostgreSQL can update them in place
-- (HOT: no new index entries, and dead versions are pruned inside the page without a VACUUM). Measured on
-- bench:heartbeat before this: 10% of seat_time_clock and 3% of seat_time_chain updates were HOT. Decision 0049.
ALTER TABLE "seat_time_clock" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "seat_time_chain" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "seat_time_daily" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "auth_sessions" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "exam_attempt_questions" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "exam_attempts" SET (fillfactor = 70);
