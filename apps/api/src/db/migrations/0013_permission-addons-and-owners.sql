CREATE TABLE "owners" (
	"email" varchar(254) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "permissions" ADD COLUMN "addons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owners_user_idx" ON "owners" USING btree ("user_id");--> statement-breakpoint
-- Backfill: a role keeps what its tier let it do before add-ons existed (refund, settle, import and assigning
-- roles came with manage, report downloads with view). Each module has at most one add-on here.
UPDATE "permissions" p SET "addons" = ARRAY[a.addon]
FROM "modules" m, (VALUES
  ('users', 'users.assignRoles', 'manage'),
  ('orders', 'orders.refund', 'manage'),
  ('payouts', 'payouts.settle', 'manage'),
  ('events', 'events.import', 'manage'),
  ('organizations', 'organizations.import', 'manage'),
  ('browse-and-buy', 'browse-and-buy.import', 'manage'),
  ('reports', 'reports.download', 'view')
) AS a(module, addon, requires)
WHERE m.id = p.module_id AND m.name = a.module
  AND (p.tier = 'manage' OR (a.requires = 'view' AND p.tier = 'view'));
