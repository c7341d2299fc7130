CREATE TABLE "login_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tenant_id" text DEFAULT 'public' NOT NULL,
	"recipe_id" text NOT NULL,
	"email" text,
	"phone" text,
	"third_party_id" text,
	"third_party_user_id" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "passwordless_devices" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "passwordless_devices" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "passwordless_devices" ADD COLUMN "session_handle" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "recipe_user_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "factors" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "login_methods" ADD CONSTRAINT "login_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "login_methods_email_uq" ON "login_methods" USING btree ("tenant_id","email") WHERE recipe_id = 'passwordless' and email is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "login_methods_phone_uq" ON "login_methods" USING btree ("tenant_id","phone") WHERE recipe_id = 'passwordless' and phone is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "login_methods_third_party_uq" ON "login_methods" USING btree ("tenant_id","third_party_id","third_party_user_id") WHERE recipe_id = 'thirdparty';--> statement-breakpoint
CREATE INDEX "login_methods_user_idx" ON "login_methods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_methods_email_idx" ON "login_methods" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
-- Every live account's one e-mail becomes its first login method, with the account's id as its recipe user id.
INSERT INTO "login_methods" ("id", "user_id", "tenant_id", "recipe_id", "email", "email_verified", "created_at")
SELECT "id", "id", 'public', 'passwordless', "email", true, "created_at" FROM "users" WHERE "deleted_at" IS NULL AND "email" IS NOT NULL;--> statement-breakpoint
-- Sessions opened before factors were recorded signed in with an e-mail code.
UPDATE "sessions" SET "recipe_user_id" = "user_id", "factors" = jsonb_build_object('otp-email', floor(extract(epoch from "created_at"))::bigint);
