CREATE TABLE "compliance_bindings" (
	"product_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	"profile_version" integer NOT NULL,
	"approval_number" text NOT NULL,
	"approval_expires_on" date,
	"credit_hours" numeric(7, 2) NOT NULL,
	"bound_by" text NOT NULL,
	"bound_at" timestamp with time zone NOT NULL,
	CONSTRAINT "compliance_bindings_product_id_profile_id_pk" PRIMARY KEY("product_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "compliance_bindings" ADD CONSTRAINT "compliance_bindings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;