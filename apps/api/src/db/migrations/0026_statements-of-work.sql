CREATE TYPE "public"."sow_status" AS ENUM('active', 'inactive', 'draft');--> statement-breakpoint
CREATE TABLE "statements_of_work" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"title" varchar(255) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"school_district_id" integer,
	"status" "sow_status" DEFAULT 'draft' NOT NULL,
	"agreed_on" date,
	"amount" integer,
	"contract_url" text,
	"contract_file_name" varchar(255),
	"notes" text
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "statement_of_work_id" integer;--> statement-breakpoint
ALTER TABLE "statements_of_work" ADD CONSTRAINT "statements_of_work_school_district_id_school_districts_id_fk" FOREIGN KEY ("school_district_id") REFERENCES "public"."school_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statements_of_work_start_idx" ON "statements_of_work" USING btree ("start_date") WHERE "statements_of_work"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "statements_of_work_district_idx" ON "statements_of_work" USING btree ("school_district_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_statement_of_work_id_statements_of_work_id_fk" FOREIGN KEY ("statement_of_work_id") REFERENCES "public"."statements_of_work"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_statement_of_work_idx" ON "events" USING btree ("statement_of_work_id");