CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_product_id" integer NOT NULL,
	"code" text NOT NULL,
	"learner_name" text NOT NULL,
	"course" text NOT NULL,
	"completed_on" text NOT NULL,
	"credited_ms" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "id_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"id_photo_type" text NOT NULL,
	"mime_type" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"size_bytes" integer,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_photos" ADD CONSTRAINT "id_photos_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_photos" ADD CONSTRAINT "id_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_uq" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_lp_uq" ON "certificates" USING btree ("learner_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "id_photos_key_uq" ON "id_photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "id_photos_lp_idx" ON "id_photos" USING btree ("learner_product_id");