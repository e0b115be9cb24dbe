ALTER TABLE "learner_products" ADD COLUMN "identity_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "typing_evidence" ADD COLUMN "enrolment_pass_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "typing_evidence" ADD COLUMN "supervised_enrolment_by" text;--> statement-breakpoint
ALTER TABLE "typing_evidence" ADD COLUMN "supervised_enrolment_until" timestamp with time zone;