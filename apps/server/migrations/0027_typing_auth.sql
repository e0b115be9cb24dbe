CREATE TABLE "typing_evidence" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_result" text,
	"last_score" integer,
	"last_verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "typing_templates" (
	"user_id" integer NOT NULL,
	"text_id" integer NOT NULL,
	"device" text NOT NULL,
	"enrolments" integer NOT NULL,
	"sealed_samples" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "typing_templates_user_id_text_id_device_pk" PRIMARY KEY("user_id","text_id","device")
);
--> statement-breakpoint
ALTER TABLE "typing_evidence" ADD CONSTRAINT "typing_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typing_templates" ADD CONSTRAINT "typing_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;