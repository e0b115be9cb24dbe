CREATE TABLE "instructor_availability" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"available" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_node_status" (
	"learner_product_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"last_visited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learner_node_status_learner_product_id_node_id_pk" PRIMARY KEY("learner_product_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"title_prefix" text,
	"description" text,
	"metadata" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "expiration_date" date;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "left_off_node_id" integer;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "ces_home_url" text;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "has_submitted_id_photo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "has_met_prerequisites" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "dev_show_lesson_skip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "enhanced_view_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "auth_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "biosig_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "biosig_nmls_id_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "biosig_init_failed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "biosig_callback_id" text;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "biosig_url" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "account_logo_dark" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "root_node_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "start_date_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "duration_days" integer DEFAULT 13 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "minimum_required_minutes" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "minimum_recommended_minutes" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "site_assets" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_hash" text;--> statement-breakpoint
ALTER TABLE "instructor_availability" ADD CONSTRAINT "instructor_availability_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_node_status" ADD CONSTRAINT "learner_node_status_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_node_status" ADD CONSTRAINT "learner_node_status_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nodes_product_key_uq" ON "nodes" USING btree ("product_id","key");--> statement-breakpoint
CREATE INDEX "nodes_parent_idx" ON "nodes" USING btree ("parent_id");