CREATE TABLE "support_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"learner_product_id" integer,
	"product_id" integer,
	"name" text NOT NULL,
	"course" text NOT NULL,
	"url" text NOT NULL,
	"feedback" text NOT NULL,
	"browser" text NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_feedback" ADD CONSTRAINT "support_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_feedback_created_idx" ON "support_feedback" USING btree ("created_at");