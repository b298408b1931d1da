ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" varchar(20) DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "password" text;