CREATE TABLE "course_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_login" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"file_name" text NOT NULL,
	"code" text,
	"product_id" integer,
	"result" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"problem_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "course_imports_created_idx" ON "course_imports" USING btree ("created_at");