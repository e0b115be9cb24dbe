ALTER TABLE "email_messages" ADD COLUMN "redacted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "template_params" jsonb;--> statement-breakpoint
CREATE INDEX "email_messages_sent_idx" ON "email_messages" USING btree ("sent_date");