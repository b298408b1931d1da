CREATE TYPE "public"."compensation_type" AS ENUM('fixed', 'percent', 'hourly');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "level_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "compensation_type" "compensation_type";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "compensation_cents" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "compensation_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_level_idx" ON "users" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "users_compensation_type_idx" ON "users" USING btree ("compensation_type");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_compensation_rate" CHECK (case
        when "users"."compensation_type" = 'percent' then "users"."compensation_percent" is not null
          and "users"."compensation_percent" between 0 and 100 and "users"."compensation_cents" is null
        when "users"."compensation_type" in ('fixed', 'hourly') then "users"."compensation_cents" is not null
          and "users"."compensation_cents" >= 0 and "users"."compensation_percent" is null
        else "users"."compensation_cents" is null and "users"."compensation_percent" is null end);