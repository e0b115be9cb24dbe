CREATE TABLE "inquiry_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"learner_product_id" integer NOT NULL,
	"slide_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"correct" boolean,
	"done" boolean NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"learner_product_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"slide_index" integer NOT NULL,
	"slide_opened_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "lesson_progress_learner_product_id_node_id_pk" PRIMARY KEY("learner_product_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "inquiry_submissions" ADD CONSTRAINT "inquiry_submissions_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_submissions" ADD CONSTRAINT "inquiry_submissions_slide_id_lesson_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."lesson_slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_submissions_lp_slide_idx" ON "inquiry_submissions" USING btree ("learner_product_id","slide_id");