CREATE TYPE "public"."school_district_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TABLE "school_districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"title" varchar(255) NOT NULL,
	"code" varchar(20),
	"state" varchar(2),
	"status" "school_district_status" DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "school_district_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "school_district_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "school_districts_code_unique" ON "school_districts" USING btree (lower("code")) WHERE "school_districts"."code" is not null and "school_districts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "school_districts_title_state_unique" ON "school_districts" USING btree (lower(btrim("title")),coalesce("state", '')) WHERE "school_districts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "school_districts_title_idx" ON "school_districts" USING btree ("title");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_school_district_id_school_districts_id_fk" FOREIGN KEY ("school_district_id") REFERENCES "public"."school_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_school_district_id_school_districts_id_fk" FOREIGN KEY ("school_district_id") REFERENCES "public"."school_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_school_district_idx" ON "organizations" USING btree ("school_district_id");--> statement-breakpoint
CREATE INDEX "events_school_district_idx" ON "events" USING btree ("school_district_id");
--> statement-breakpoint
-- The free-text district names organizations held become districts (title: the most used spelling; state: the
-- most common state of their schools' addresses, when it is a USPS code), and each organization is linked.
INSERT INTO "school_districts" ("title", "state")
SELECT (array_agg(btrim(o."school_district_name") ORDER BY o."id"))[1],
       mode() WITHIN GROUP (ORDER BY a."state") FILTER (WHERE length(a."state") = 2)
  FROM "organizations" o LEFT JOIN "address" a ON a."id" = o."address_id"
 WHERE btrim(coalesce(o."school_district_name", '')) <> ''
 GROUP BY lower(btrim(o."school_district_name"));--> statement-breakpoint
UPDATE "organizations" o SET "school_district_id" = d."id"
  FROM "school_districts" d
 WHERE lower(btrim(o."school_district_name")) = lower(btrim(d."title"));--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "school_district_name";
