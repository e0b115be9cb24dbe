ALTER TABLE "seat_time_clock" ADD COLUMN "tot_id" bigint;--> statement-breakpoint
ALTER TABLE "seat_time_clock" ADD COLUMN "tot_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "seat_time_clock" ADD COLUMN "other_tot_id" bigint;--> statement-breakpoint
ALTER TABLE "seat_time_clock" ADD COLUMN "other_tot_at" timestamp (3) with time zone;