DROP INDEX "contact_messages_unforwarded";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "next_forward_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_messages_forward_due" ON "contact_messages" USING btree ("next_forward_at") WHERE forwarded_at is null;