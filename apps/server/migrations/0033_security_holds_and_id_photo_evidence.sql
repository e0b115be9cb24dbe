CREATE TABLE "security_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_product_id" integer NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" text
);
--> statement-breakpoint
ALTER TABLE "id_photos" ADD COLUMN "evidence_key" text;--> statement-breakpoint
ALTER TABLE "id_photos" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "security_holds" ADD CONSTRAINT "security_holds_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_holds_lp_idx" ON "security_holds" USING btree ("learner_product_id");