ALTER TABLE "login_methods" ADD COLUMN "link_proven_email" text;--> statement-breakpoint
-- Before ADR 0351 a link opened by anyone set email_verified on a social identity, which let it join accounts
-- and name an operator: such addresses count as link-proven only. A provider trusted for e-mail restores
-- email_verified at that identity's next sign-in.
UPDATE "login_methods" SET "link_proven_email" = "email", "email_verified" = false WHERE "recipe_id" = 'thirdparty' AND "email_verified";
