CREATE TABLE "proctor_affidavits" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_assessment_id" integer NOT NULL,
	"learner_product_id" integer NOT NULL,
	"gate_code_id" integer,
	"proctor_name" text NOT NULL,
	"employer_and_job_title" text NOT NULL,
	"business_address" text NOT NULL,
	"daytime_phone" text NOT NULL,
	"email" text NOT NULL,
	"relationship" text NOT NULL,
	"signed_on" date NOT NULL,
	"submitted_by_user_id" integer,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proctor_affidavits" ADD CONSTRAINT "proctor_affidavits_person_assessment_id_exam_attempts_id_fk" FOREIGN KEY ("person_assessment_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctor_affidavits" ADD CONSTRAINT "proctor_affidavits_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctor_affidavits" ADD CONSTRAINT "proctor_affidavits_gate_code_id_exam_gate_codes_id_fk" FOREIGN KEY ("gate_code_id") REFERENCES "public"."exam_gate_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctor_affidavits" ADD CONSTRAINT "proctor_affidavits_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proctor_affidavits_attempt_uq" ON "proctor_affidavits" USING btree ("person_assessment_id");