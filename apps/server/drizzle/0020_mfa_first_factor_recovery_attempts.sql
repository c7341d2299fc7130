CREATE TABLE "mfa_recovery_attempts" (
	"session_handle" text PRIMARY KEY NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "first_factor" text;--> statement-breakpoint
ALTER TABLE "mfa_recovery_attempts" ADD CONSTRAINT "mfa_recovery_attempts_session_handle_sessions_handle_fk" FOREIGN KEY ("session_handle") REFERENCES "public"."sessions"("handle") ON DELETE cascade ON UPDATE no action;