CREATE TABLE "seat_time_chain" (
	"learner_product_id" integer PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"head_hash" text NOT NULL,
	"total_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_time_clock" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_credit_at" timestamp (3) with time zone NOT NULL,
	"idle" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_time_daily" (
	"learner_product_id" integer NOT NULL,
	"day" date NOT NULL,
	"credited_ms" integer DEFAULT 0 NOT NULL,
	"max_notice_at" timestamp with time zone,
	CONSTRAINT "seat_time_daily_learner_product_id_day_pk" PRIMARY KEY("learner_product_id","day")
);
--> statement-breakpoint
CREATE TABLE "seat_time_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"learner_product_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"node_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"credited_ms" integer NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_on_task" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"learner_product_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"name" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"exited_at" timestamp with time zone,
	"complete" boolean DEFAULT false NOT NULL,
	"lesson_name" text,
	"next_slide_name" text,
	"previous_slide_name" text
);
--> statement-breakpoint
ALTER TABLE "seat_time_chain" ADD CONSTRAINT "seat_time_chain_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_time_clock" ADD CONSTRAINT "seat_time_clock_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_time_daily" ADD CONSTRAINT "seat_time_daily_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_time_ledger" ADD CONSTRAINT "seat_time_ledger_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_on_task" ADD CONSTRAINT "time_on_task_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_on_task" ADD CONSTRAINT "time_on_task_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_on_task" ADD CONSTRAINT "time_on_task_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_time_ledger_lp_seq_idx" ON "seat_time_ledger" USING btree ("learner_product_id","seq");--> statement-breakpoint
CREATE INDEX "seat_time_ledger_lp_node_idx" ON "seat_time_ledger" USING btree ("learner_product_id","node_id");--> statement-breakpoint
CREATE INDEX "time_on_task_lp_idx" ON "time_on_task" USING btree ("learner_product_id");