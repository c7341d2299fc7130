ALTER TABLE "payment_disputes" ADD COLUMN "amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
-- Rows written before this column existed were holds already applied.
UPDATE "payment_disputes" SET "held_at" = "created_at" WHERE "held_at" IS NULL;