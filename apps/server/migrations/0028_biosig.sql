CREATE TABLE "biosig_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"callback_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"learner_product_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"person_assessment_id" integer,
	"mode" text NOT NULL,
	"nmls_id_sealed" text,
	"pending_sealed" text,
	"samples_given" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"score" real,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "biosig_checks_callback_id_unique" UNIQUE("callback_id")
);
--> statement-breakpoint
CREATE TABLE "biosig_templates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"samples_sealed" text NOT NULL,
	"sample_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biosig_checks" ADD CONSTRAINT "biosig_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biosig_checks" ADD CONSTRAINT "biosig_checks_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biosig_templates" ADD CONSTRAINT "biosig_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biosig_checks_lp_idx" ON "biosig_checks" USING btree ("learner_product_id","created_at");