ALTER TABLE "contact_messages" ADD COLUMN "forward_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "last_forward_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_messages_unforwarded" ON "contact_messages" USING btree ("created_at") WHERE forwarded_at is null;