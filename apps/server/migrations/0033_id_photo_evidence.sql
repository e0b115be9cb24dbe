ALTER TABLE "id_photos" ADD COLUMN "evidence_key" text;--> statement-breakpoint
ALTER TABLE "id_photos" ADD COLUMN "sha256" text;