CREATE TABLE "auth_sessions" (
	"series" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_hash" text,
	"remember_hash" text,
	"remember_me" boolean DEFAULT false NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"token_date" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_invites" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"login" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_authorities" (
	"user_id" integer NOT NULL,
	"authority" text NOT NULL,
	CONSTRAINT "user_authorities_user_id_authority_pk" PRIMARY KEY("user_id","authority")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"lang_key" text DEFAULT 'en' NOT NULL,
	"activated" boolean DEFAULT false NOT NULL,
	"activation_key_hash" text,
	"reset_key_hash" text,
	"reset_date" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"principal" text NOT NULL,
	"type" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"cc" text,
	"bcc" text,
	"html_text" text NOT NULL,
	"plain_text" text NOT NULL,
	"sent_date" timestamp with time zone NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL,
	"delivery_error" text
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"status" text NOT NULL,
	"purchase_type" text,
	"external_user_id" text,
	"external_enrollment_id" text,
	"proctor_status" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_rules" (
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_rules_product_id_key_pk" PRIMARY KEY("product_id","key")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"industry" text,
	"state" text,
	"license_type" text,
	"ethics_course" boolean DEFAULT false NOT NULL,
	"account_name" text NOT NULL,
	"account_phone" text,
	"account_email" text,
	"account_logo_light" text,
	"account_site_url" text,
	"proctor_type" text,
	"support_chat_enabled" boolean DEFAULT false NOT NULL,
	"show_contact_instructor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_authorities" ADD CONSTRAINT "user_authorities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_products" ADD CONSTRAINT "learner_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_products" ADD CONSTRAINT "learner_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_rules" ADD CONSTRAINT "product_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_uq" ON "users" USING btree ("login");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_activation_key_idx" ON "users" USING btree ("activation_key_hash");--> statement-breakpoint
CREATE INDEX "users_reset_key_idx" ON "users" USING btree ("reset_key_hash");--> statement-breakpoint
CREATE INDEX "audit_events_ts_idx" ON "audit_events" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "email_messages_to_idx" ON "email_messages" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "learner_products_user_idx" ON "learner_products" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree ("code");