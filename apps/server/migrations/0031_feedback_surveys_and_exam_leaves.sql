CREATE TABLE "feedback_survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer,
	"learner_product_id" integer,
	"user_id" integer,
	"external_user_id" text,
	"external_enrollment_id" text,
	"skipped" boolean NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"industry" text NOT NULL,
	"state" text NOT NULL,
	"license_type" text NOT NULL,
	"description" text,
	"footer" text,
	"allow_skip" boolean DEFAULT false NOT NULL,
	"questions" jsonb NOT NULL,
	"product_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "leave_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_survey_responses" ADD CONSTRAINT "feedback_survey_responses_survey_id_feedback_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."feedback_surveys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_survey_responses" ADD CONSTRAINT "feedback_survey_responses_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_survey_responses" ADD CONSTRAINT "feedback_survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_surveys" ADD CONSTRAINT "feedback_surveys_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_survey_responses_lp_uq" ON "feedback_survey_responses" USING btree ("learner_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_survey_responses_external_uq" ON "feedback_survey_responses" USING btree ("external_user_id","external_enrollment_id");--> statement-breakpoint
CREATE INDEX "feedback_survey_responses_submitted_idx" ON "feedback_survey_responses" USING btree ("submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_surveys_key_uq" ON "feedback_surveys" USING btree ("industry","state","license_type");