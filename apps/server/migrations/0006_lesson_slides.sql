CREATE TABLE "lesson_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"required_time" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_slides" ADD CONSTRAINT "lesson_slides_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_slides_node_key_uq" ON "lesson_slides" USING btree ("node_id","key");