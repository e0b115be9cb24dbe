CREATE TABLE "authoring_grants" (
	"user_id" integer NOT NULL,
	"lineage" text NOT NULL,
	"granted_by" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "authoring_grants_user_id_lineage_pk" PRIMARY KEY("user_id","lineage")
);
--> statement-breakpoint
CREATE TABLE "authoring_revisions" (
	"product_id" integer NOT NULL,
	"item" text NOT NULL,
	"revision" integer NOT NULL,
	CONSTRAINT "authoring_revisions_product_id_item_pk" PRIMARY KEY("product_id","item")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lineage" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "authoring_grants" ADD CONSTRAINT "authoring_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authoring_revisions" ADD CONSTRAINT "authoring_revisions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_lineage_idx" ON "products" USING btree ("lineage");