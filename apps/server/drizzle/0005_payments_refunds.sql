ALTER TABLE "payments" ADD COLUMN "amount_refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tokens_refunded" integer DEFAULT 0 NOT NULL;