CREATE TABLE "exam_gate_code_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"learner_product_id" integer,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_gate_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"learner_product_id" integer NOT NULL,
	"exam_node_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"issued_by_user_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"consumed_attempt_number" integer,
	"person_assessment_id" integer
);
--> statement-breakpoint
CREATE TABLE "exam_user_data" (
	"learner_product_id" integer NOT NULL,
	"exam_node_id" integer NOT NULL,
	"drivers_license_encrypted" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_user_data_learner_product_id_exam_node_id_pk" PRIMARY KEY("learner_product_id","exam_node_id")
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_product_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"resource_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glossary_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"word" text NOT NULL,
	"definition" text NOT NULL,
	"example" text,
	"word_norm" text NOT NULL,
	"definition_norm" text NOT NULL,
	"example_norm" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', word_norm), 'A') || setweight(to_tsvector('english', definition_norm), 'B') || setweight(to_tsvector('english', example_norm), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_point_views" (
	"learner_product_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "key_point_views_learner_product_id_node_id_pk" PRIMARY KEY("learner_product_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "key_points" (
	"node_id" integer PRIMARY KEY NOT NULL,
	"points" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_views" (
	"learner_product_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "resource_views_learner_product_id_resource_id_pk" PRIMARY KEY("learner_product_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"copyright" text,
	"enable_save" boolean DEFAULT false NOT NULL,
	"handbook" boolean DEFAULT false NOT NULL,
	"content" text,
	"file" jsonb,
	"captions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alt" text,
	"url" text,
	"key_points_node_id" integer,
	"slide_keys" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_asset_files" (
	"product_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file" jsonb NOT NULL,
	CONSTRAINT "site_asset_files_product_id_file_name_pk" PRIMARY KEY("product_id","file_name")
);
--> statement-breakpoint
ALTER TABLE "exam_gate_code_failures" ADD CONSTRAINT "exam_gate_code_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_gate_codes" ADD CONSTRAINT "exam_gate_codes_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_gate_codes" ADD CONSTRAINT "exam_gate_codes_exam_node_id_nodes_id_fk" FOREIGN KEY ("exam_node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_gate_codes" ADD CONSTRAINT "exam_gate_codes_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_user_data" ADD CONSTRAINT "exam_user_data_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_user_data" ADD CONSTRAINT "exam_user_data_exam_node_id_nodes_id_fk" FOREIGN KEY ("exam_node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossary_terms" ADD CONSTRAINT "glossary_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_point_views" ADD CONSTRAINT "key_point_views_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_point_views" ADD CONSTRAINT "key_point_views_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_points" ADD CONSTRAINT "key_points_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_views" ADD CONSTRAINT "resource_views_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_views" ADD CONSTRAINT "resource_views_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_key_points_node_id_nodes_id_fk" FOREIGN KEY ("key_points_node_id") REFERENCES "public"."nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_asset_files" ADD CONSTRAINT "site_asset_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_gate_code_failures_user_idx" ON "exam_gate_code_failures" USING btree ("user_id","kind","failed_at");--> statement-breakpoint
CREATE INDEX "exam_gate_codes_lp_exam_idx" ON "exam_gate_codes" USING btree ("learner_product_id","exam_node_id","kind");--> statement-breakpoint
CREATE INDEX "exam_gate_codes_hash_idx" ON "exam_gate_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_lp_resource_uq" ON "bookmarks" USING btree ("learner_product_id","resource_id") WHERE "bookmarks"."resource_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_lp_key_points_uq" ON "bookmarks" USING btree ("learner_product_id","node_id") WHERE "bookmarks"."resource_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_terms_product_word_uq" ON "glossary_terms" USING btree ("product_id","word_norm");--> statement-breakpoint
CREATE INDEX "glossary_terms_search_idx" ON "glossary_terms" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_product_key_uq" ON "resources" USING btree ("product_id","key");--> statement-breakpoint
CREATE INDEX "resources_node_idx" ON "resources" USING btree ("node_id");