CREATE TABLE "cmi5_agent_profiles" (
	"user_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "cmi5_agent_profiles_user_id_profile_id_pk" PRIMARY KEY("user_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "cmi5_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"learner_product_id" integer NOT NULL,
	"slide_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"registration" text NOT NULL,
	"launch" jsonb NOT NULL,
	"launch_mode" text NOT NULL,
	"fetch_key_hash" text NOT NULL,
	"token_hash" text,
	"launched_at" timestamp (3) with time zone NOT NULL,
	"fetched_at" timestamp (3) with time zone,
	"initialized_at" timestamp (3) with time zone,
	"last_statement_at" timestamp (3) with time zone,
	"ended_at" timestamp (3) with time zone,
	"ended_by" text,
	CONSTRAINT "cmi5_sessions_fetch_key_hash_unique" UNIQUE("fetch_key_hash"),
	CONSTRAINT "cmi5_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "cmi5_statements" (
	"id" text PRIMARY KEY NOT NULL,
	"learner_product_id" integer NOT NULL,
	"slide_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"verb" text NOT NULL,
	"cmi5_defined" boolean NOT NULL,
	"by_lms" boolean NOT NULL,
	"statement" jsonb NOT NULL,
	"stored_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cmi5_states" (
	"learner_product_id" integer NOT NULL,
	"slide_id" integer NOT NULL,
	"registration" text NOT NULL,
	"state_id" text NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "cmi5_states_learner_product_id_slide_id_registration_state_id_pk" PRIMARY KEY("learner_product_id","slide_id","registration","state_id")
);
--> statement-breakpoint
ALTER TABLE "cmi5_agent_profiles" ADD CONSTRAINT "cmi5_agent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_sessions" ADD CONSTRAINT "cmi5_sessions_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_sessions" ADD CONSTRAINT "cmi5_sessions_slide_id_lesson_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."lesson_slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_sessions" ADD CONSTRAINT "cmi5_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_statements" ADD CONSTRAINT "cmi5_statements_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_statements" ADD CONSTRAINT "cmi5_statements_slide_id_lesson_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."lesson_slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_statements" ADD CONSTRAINT "cmi5_statements_session_id_cmi5_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."cmi5_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_states" ADD CONSTRAINT "cmi5_states_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_states" ADD CONSTRAINT "cmi5_states_slide_id_lesson_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."lesson_slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cmi5_sessions_learner_slide_idx" ON "cmi5_sessions" USING btree ("learner_product_id","slide_id");--> statement-breakpoint
CREATE INDEX "cmi5_statements_learner_slide_idx" ON "cmi5_statements" USING btree ("learner_product_id","slide_id");