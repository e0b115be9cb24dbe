CREATE TABLE "learner_node_exemptions" (
	"learner_product_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"exempted_at" timestamp with time zone NOT NULL,
	"exempted_by_user_id" integer,
	"reason" text NOT NULL,
	CONSTRAINT "learner_node_exemptions_learner_product_id_node_id_pk" PRIMARY KEY("learner_product_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "reset_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "reset_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "reset_reason" text;--> statement-breakpoint
ALTER TABLE "learner_products" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learner_node_exemptions" ADD CONSTRAINT "learner_node_exemptions_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_node_exemptions" ADD CONSTRAINT "learner_node_exemptions_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_node_exemptions" ADD CONSTRAINT "learner_node_exemptions_exempted_by_user_id_users_id_fk" FOREIGN KEY ("exempted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_reset_by_user_id_users_id_fk" FOREIGN KEY ("reset_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;