-- Live support per instructor, not per product (decision 0084): the old per-product flag had no writer.
DROP TABLE "instructor_availability" CASCADE;
--> statement-breakpoint
CREATE TABLE "instructor_availability" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"available_now" boolean DEFAULT false NOT NULL,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instructor_availability" ADD CONSTRAINT "instructor_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;