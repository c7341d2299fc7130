CREATE TABLE "device_reading_shares" (
	"token" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"numbers" jsonb NOT NULL,
	"tree" jsonb,
	"stop_key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
