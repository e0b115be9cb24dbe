CREATE TABLE "auth_session_revocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"series" text NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_session_revocations_at_idx" ON "auth_session_revocations" USING btree ("revoked_at");