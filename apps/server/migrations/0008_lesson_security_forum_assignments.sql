CREATE TABLE "assignment_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"student_assignment_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"instructor_response" boolean NOT NULL,
	"comment_text" text NOT NULL,
	"comment_date_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"assignment_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_product_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"forum_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"post_text" text NOT NULL,
	"created_on" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forums" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"question" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"challenge_id" integer NOT NULL,
	"question" integer NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"learner_product_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"question" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"passed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mailing_city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mailing_zip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "assignment_comments" ADD CONSTRAINT "assignment_comments_student_assignment_id_student_assignments_id_fk" FOREIGN KEY ("student_assignment_id") REFERENCES "public"."student_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_comments" ADD CONSTRAINT "assignment_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_assignments" ADD CONSTRAINT "student_assignments_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_assignments" ADD CONSTRAINT "student_assignments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_assignments" ADD CONSTRAINT "student_assignments_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_forum_id_forums_id_fk" FOREIGN KEY ("forum_id") REFERENCES "public"."forums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forums" ADD CONSTRAINT "forums_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_answers" ADD CONSTRAINT "security_answers_challenge_id_security_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."security_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_challenges" ADD CONSTRAINT "security_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_challenges" ADD CONSTRAINT "security_challenges_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_challenges" ADD CONSTRAINT "security_challenges_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_comments_sa_idx" ON "assignment_comments" USING btree ("student_assignment_id","comment_date_time");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_product_key_uq" ON "assignments" USING btree ("product_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "student_assignments_lp_assignment_uq" ON "student_assignments" USING btree ("learner_product_id","assignment_id");--> statement-breakpoint
CREATE INDEX "forum_posts_forum_idx" ON "forum_posts" USING btree ("forum_id","created_on");--> statement-breakpoint
CREATE UNIQUE INDEX "forums_product_key_uq" ON "forums" USING btree ("product_id","key");--> statement-breakpoint
CREATE INDEX "security_answers_challenge_idx" ON "security_answers" USING btree ("challenge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "security_challenges_lp_node_purpose_uq" ON "security_challenges" USING btree ("learner_product_id","node_id","purpose");--> statement-breakpoint
CREATE INDEX "security_challenges_user_idx" ON "security_challenges" USING btree ("user_id","opened_at");