ALTER TABLE "readings" ADD COLUMN "highlights" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "narrated" boolean DEFAULT false NOT NULL;