ALTER TABLE "readings" ADD COLUMN "hebrew_name" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "partner" jsonb;