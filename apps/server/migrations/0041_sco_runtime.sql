CREATE TABLE "sco_runtime" (
	"learner_product_id" integer NOT NULL,
	"slide_id" integer NOT NULL,
	"cmi" jsonb NOT NULL,
	"completion_status" text NOT NULL,
	"success_status" text NOT NULL,
	"score_scaled" double precision,
	"commits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "sco_runtime_learner_product_id_slide_id_pk" PRIMARY KEY("learner_product_id","slide_id")
);
--> statement-breakpoint
ALTER TABLE "sco_runtime" ADD CONSTRAINT "sco_runtime_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sco_runtime" ADD CONSTRAINT "sco_runtime_slide_id_lesson_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."lesson_slides"("id") ON DELETE cascade ON UPDATE no action;