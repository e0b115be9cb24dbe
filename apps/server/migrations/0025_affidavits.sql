CREATE TABLE "affidavit_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"learner_product_id" integer,
	"accepted_by_user_id" integer,
	"external_user_id" text,
	"external_enrollment_id" text,
	"text_version" text NOT NULL,
	"text_body" text,
	"accepted_at" timestamp with time zone NOT NULL,
	"signed_on" date,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"ssn_mode" text,
	"ssn_encrypted" text,
	"drivers_license_encrypted" text,
	"date_of_birth_encrypted" text,
	"id_number_encrypted" text,
	"nrds" text,
	"age" text,
	"gender" text,
	"education" text,
	"martial_status" text,
	"employment_status" text,
	"ethnicity" text,
	"nmls_id" text,
	"county_of_residence" text,
	"license_id" integer,
	"cycle" text
);
--> statement-breakpoint
CREATE TABLE "affidavit_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"external_user_id" text,
	"state" text NOT NULL,
	"license_type" text NOT NULL,
	"renewal_date" date NOT NULL,
	"license_number_encrypted" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affidavit_acceptances" ADD CONSTRAINT "affidavit_acceptances_learner_product_id_learner_products_id_fk" FOREIGN KEY ("learner_product_id") REFERENCES "public"."learner_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affidavit_acceptances" ADD CONSTRAINT "affidavit_acceptances_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affidavit_acceptances" ADD CONSTRAINT "affidavit_acceptances_license_id_affidavit_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."affidavit_licenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affidavit_licenses" ADD CONSTRAINT "affidavit_licenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affidavit_acceptances_lp_kind_uq" ON "affidavit_acceptances" USING btree ("learner_product_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "affidavit_acceptances_external_uq" ON "affidavit_acceptances" USING btree ("external_user_id","external_enrollment_id");--> statement-breakpoint
CREATE INDEX "affidavit_licenses_user_idx" ON "affidavit_licenses" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "affidavit_licenses_ext_idx" ON "affidavit_licenses" USING btree ("external_user_id");