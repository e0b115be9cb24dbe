CREATE TABLE "exam_attempt_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_id" integer NOT NULL,
	"user_answer" text,
	"answered_at" timestamp (3) with time zone,
	"starred" boolean DEFAULT false NOT NULL,
	"correct" boolean
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_product_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"attempt_number" integer NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"deadline" timestamp (3) with time zone,
	"last_activity_at" timestamp (3) with time zone NOT NULL,
	"current_position" integer DEFAULT 1 NOT NULL,
	"num_questions" integer NOT NULL,
	"finished_at" timestamp (3) with time zone,
	"finish_reason" text,
	"num_correct" integer,
	"score" integer,
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"node_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_attempt_questions" ADD CONSTRAINT "exam_attempt_questions_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_questions" ADD CONSTRAINT "exam_attempt_questions_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempt_questions_position_uq" ON "exam_attempt_questions" USING btree ("attempt_id","position");--> statement-breakpoint
CREATE INDEX "exam_attempt_questions_question_idx" ON "exam_attempt_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_number_uq" ON "exam_attempts" USING btree ("learner_product_id","node_id","attempt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_open_uq" ON "exam_attempts" USING btree ("learner_product_id","node_id") WHERE finished_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_questions_node_key_uq" ON "exam_questions" USING btree ("node_id","key");