CREATE TABLE "regulator_report_digests" (
	"zone" text NOT NULL,
	"day" date NOT NULL,
	"items" integer NOT NULL,
	"marked_late" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "regulator_report_digests_zone_day_pk" PRIMARY KEY("zone","day")
);
--> statement-breakpoint
CREATE TABLE "regulator_report_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	"sha256" text NOT NULL,
	"item_ids" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"reexport_reason" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regulator_report_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_product_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	"profile_version" integer NOT NULL,
	"regulator" text NOT NULL,
	"channel" text NOT NULL,
	"learner_key_kind" text NOT NULL,
	"approval_number" text NOT NULL,
	"credit_hours" numeric(7, 2) NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"completed_on" date NOT NULL,
	"due_on" date NOT NULL,
	"zone" text NOT NULL,
	"status" text NOT NULL,
	"blocked_reason" text,
	"rejection_reason" text,
	"export_id" integer,
	"exported_at" timestamp with time zone,
	"times_exported" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "regulator_report_items" ADD CONSTRAINT "regulator_report_items_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "regulator_report_items_lp_profile" ON "regulator_report_items" USING btree ("learner_product_id","profile_id");--> statement-breakpoint
CREATE INDEX "regulator_report_items_open" ON "regulator_report_items" USING btree ("status","due_on") WHERE "regulator_report_items"."status" in ('BLOCKED', 'DUE', 'LATE', 'REJECTED');