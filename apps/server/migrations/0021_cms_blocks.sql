CREATE TABLE "cms_block_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"version" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"version" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_block_versions" ADD CONSTRAINT "cms_block_versions_block_id_cms_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."cms_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_block_versions_block_version_unique" ON "cms_block_versions" USING btree ("block_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_blocks_key_unique" ON "cms_blocks" USING btree ("key");