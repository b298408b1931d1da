CREATE TYPE "public"."audit_action" AS ENUM('create', 'update', 'delete');--> statement-breakpoint
CREATE TYPE "public"."commission_type" AS ENUM('fixed', 'percent');--> statement-breakpoint
CREATE TYPE "public"."competition_type" AS ENUM('game', 'tournament', 'media_day', 'team_portrait');--> statement-breakpoint
CREATE TYPE "public"."coupon_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."coupon_type" AS ENUM('flat', 'percentage');--> statement-breakpoint
CREATE TYPE "public"."coupon_usage_type" AS ENUM('unlimited', 'limited');--> statement-breakpoint
CREATE TYPE "public"."event_role" AS ENUM('photographer', 'support');--> statement-breakpoint
CREATE TYPE "public"."event_status" AS ENUM('draft', 'published', 'fulfilled', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."fulfilment_status" AS ENUM('pending_upload', 'awaiting_fulfilment', 'fulfilled');--> statement-breakpoint
CREATE TYPE "public"."giftcard_transaction_type" AS ENUM('debit', 'credit');--> statement-breakpoint
CREATE TYPE "public"."order_source" AS ENUM('phlox', 'zenfolio_bb', 'zenfolio_sl', 'photoday');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'paid', 'partially_refunded', 'refunded', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."payee_role" AS ENUM('staff', 'booster_club');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('New', 'Paid', 'Failed', 'Unpaid');--> statement-breakpoint
CREATE TYPE "public"."permission_tier" AS ENUM('none', 'view', 'manage');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('requires_action', 'pending', 'succeeded', 'failed', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."season_pass_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TABLE "address" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"address_line_1" varchar(255),
	"address_line_2" varchar(255),
	"city" varchar(100),
	"state" varchar(100),
	"zip" varchar(10),
	"country" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" varchar(100) NOT NULL,
	"state_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"img_url" text NOT NULL,
	"img_alt" varchar(255),
	"caption" varchar(255),
	"isHeroImage" boolean DEFAULT false NOT NULL,
	"title" varchar(255),
	"imageIndex" integer
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" varchar(50) NOT NULL,
	"display_name" varchar(100) NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menus_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" varchar(50) NOT NULL,
	"description" text,
	CONSTRAINT "modules_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"role_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"tier" "permission_tier" DEFAULT 'view' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" varchar(50) NOT NULL,
	"display_name" varchar(100) NOT NULL,
	"short_name" varchar(20),
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"role_id" integer,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(30),
	"password" text,
	"address_id" integer,
	"image_id" integer,
	"status" "user_status" DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "update_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"menu_id" integer,
	"user_id" integer,
	"old_value" text,
	"new_value" text,
	"action" "audit_action" NOT NULL,
	"item_id" integer,
	"updated_field" varchar(100),
	"value_type" varchar(30)
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" varchar(100) NOT NULL,
	"code" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" varchar(100) NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"product_catgeory_id" integer,
	"name" varchar(150) NOT NULL,
	"description" text,
	"price" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_price_nonneg" CHECK ("products"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "organization_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"organization_type_id" integer,
	"name" varchar(255) NOT NULL,
	"description" text,
	"phone" varchar(30),
	"address_id" integer,
	"image_id" integer,
	"short_name" varchar(50),
	"is_team" boolean DEFAULT false NOT NULL,
	"is_venue" boolean DEFAULT false NOT NULL,
	"is_boosetr_club" boolean DEFAULT false NOT NULL,
	"parent_id" integer,
	"google_map_link" text,
	"website_link" text,
	"nces_id" varchar(20),
	"school_district_name" varchar(255),
	"start_date" date,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "booster_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"organization_id" integer NOT NULL,
	"event_category_id" integer NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	CONSTRAINT "booster_commissions_percent_range" CHECK ("booster_commissions"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "event_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"category" varchar(100) NOT NULL,
	"parent_id" integer,
	"slug" varchar(120) NOT NULL,
	"description" text,
	"is_delete" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_category_description_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_category_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"description_1" text,
	"description_2" text
);
--> statement-breakpoint
CREATE TABLE "event_category_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_category_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"primary_image" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_category_question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_category_question_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"code" varchar(50),
	"is_delete" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_category_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_category_id" integer NOT NULL,
	"questions" text NOT NULL,
	"question_type" varchar(20) DEFAULT 'text' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"product_category_id" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"shot_label" varchar(100),
	"isShortCard" boolean DEFAULT false NOT NULL,
	"isAddGallery" boolean DEFAULT false NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"email" varchar(254) NOT NULL,
	"otp" varchar(100),
	"isotpverified" boolean DEFAULT false NOT NULL,
	"validfrom" timestamp with time zone,
	"validto" timestamp with time zone,
	"customer_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"customer_id" integer NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"image_id" integer,
	"graduation_year" integer,
	"instagram_id" varchar(100),
	"twitter_id" varchar(100),
	"team_id" integer
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254),
	"phone" varchar(30),
	"company_name" varchar(255),
	"address_id" integer
);
--> statement-breakpoint
CREATE TABLE "graduation_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"year" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photographer_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"photographer_id" integer NOT NULL,
	"date" date NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photographer_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"photographer_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"primary_image" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photographers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"user_id" integer NOT NULL,
	"description" text,
	"is_sports" boolean DEFAULT false NOT NULL,
	"is_portraits" boolean DEFAULT false NOT NULL,
	"is_weddings" boolean DEFAULT false NOT NULL,
	"is_workplace" boolean DEFAULT false NOT NULL,
	"is_lifestyle" boolean DEFAULT false NOT NULL,
	"address_id" integer,
	"short_note" text,
	"group" varchar(100),
	"default_charge" integer,
	"website" text,
	"commission_type" "commission_type" DEFAULT 'fixed' NOT NULL,
	CONSTRAINT "photographers_default_charge_nonneg" CHECK ("photographers"."default_charge" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"primary_image" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_manual_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_id" integer NOT NULL,
	"settled_at" timestamp with time zone,
	"user_id" integer,
	"sale_amount" integer NOT NULL,
	"description" text,
	CONSTRAINT "event_manual_sales_amount_nonneg" CHECK ("event_manual_sales"."sale_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_id" integer NOT NULL,
	"gender" varchar(10),
	"home_team_id" integer,
	"visiting_team_id" integer,
	"level_id" integer,
	"academic_year" varchar(9),
	"participating_teams" integer[],
	"multi_gender" boolean DEFAULT false NOT NULL,
	"multi_level_id" integer[]
);
--> statement-breakpoint
CREATE TABLE "event_organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"is_venue" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_photographers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_id" integer NOT NULL,
	"photographer_id" integer NOT NULL,
	"charge" integer,
	"percent_charge" numeric(5, 2),
	"total_charge" integer,
	"commission_type" "commission_type" DEFAULT 'fixed' NOT NULL,
	"completed_at" timestamp with time zone,
	"owner" boolean DEFAULT false NOT NULL,
	"upload_status" varchar(30),
	"uploaded_at" timestamp with time zone,
	"uploaded_by" integer,
	"event_role" "event_role" DEFAULT 'photographer' NOT NULL,
	"user_id" integer,
	CONSTRAINT "event_photographers_charge_nonneg" CHECK ("event_photographers"."charge" >= 0 and "event_photographers"."total_charge" >= 0),
	CONSTRAINT "event_photographers_percent_range" CHECK ("event_photographers"."percent_charge" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "event_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"default_price" integer NOT NULL,
	"multiplier" numeric(6, 3) DEFAULT '1.000' NOT NULL,
	"total_price" integer NOT NULL,
	CONSTRAINT "event_products_prices_nonneg" CHECK ("event_products"."default_price" >= 0 and "event_products"."total_price" >= 0),
	CONSTRAINT "event_products_multiplier_nonneg" CHECK ("event_products"."multiplier" >= 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_category_id" integer,
	"title" varchar(255) NOT NULL,
	"description" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"meta_title" varchar(255),
	"meta_keywords" text,
	"meta_description" text,
	"tags" text,
	"status" "event_status" DEFAULT 'draft' NOT NULL,
	"zenfolio_id" varchar(100),
	"competition_type" "competition_type" DEFAULT 'game' NOT NULL,
	"event_owner_id" integer,
	"fulfilled_at" timestamp with time zone,
	"createZenfolio" boolean DEFAULT false NOT NULL,
	"isPrivateEvent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "events_time_order" CHECK ("events"."end_time" >= "events"."start_time")
);
--> statement-breakpoint
CREATE TABLE "order_limit" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_id" integer NOT NULL,
	"product_catgeory_id" integer,
	"orderLimit" integer NOT NULL,
	"orderLimitMailSentAt" timestamp with time zone,
	CONSTRAINT "order_limit_nonneg" CHECK ("order_limit"."orderLimit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "zenfolios" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"gallery_name" varchar(255) NOT NULL,
	"link" text,
	"password" varchar(255),
	"galleryIds" text
);
--> statement-breakpoint
CREATE TABLE "season_pass" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" varchar(255) NOT NULL,
	"description" text,
	"price" integer DEFAULT 0 NOT NULL,
	"discount" numeric(5, 2) DEFAULT '20' NOT NULL,
	"total_price" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"academic_year" varchar(9),
	"status" "season_pass_status" DEFAULT 'draft' NOT NULL,
	"level_id" integer,
	"event_category_id" integer,
	"gender" varchar(10),
	"organization_id" integer,
	"expiry_date" timestamp with time zone,
	CONSTRAINT "season_pass_prices_nonneg" CHECK ("season_pass"."price" >= 0 and "season_pass"."total_price" >= 0),
	CONSTRAINT "season_pass_discount_range" CHECK ("season_pass"."discount" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "season_pass_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"season_pass_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_pass_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"season_pass_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"primary_image" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_pass_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"season_pass_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"default_price" integer NOT NULL,
	"multiplier" numeric(6, 3) DEFAULT '1.000' NOT NULL,
	"total_price" integer NOT NULL,
	"discount" numeric(5, 2) DEFAULT '20' NOT NULL,
	CONSTRAINT "season_pass_products_prices_nonneg" CHECK ("season_pass_products"."default_price" >= 0 and "season_pass_products"."total_price" >= 0),
	CONSTRAINT "season_pass_products_multiplier_nonneg" CHECK ("season_pass_products"."multiplier" >= 0),
	CONSTRAINT "season_pass_products_discount_range" CHECK ("season_pass_products"."discount" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"promotion_id" integer,
	"coupon_type" "coupon_type" DEFAULT 'flat' NOT NULL,
	"name" varchar(255) NOT NULL,
	"code" varchar(50) NOT NULL,
	"amount" integer NOT NULL,
	"max_amount" integer,
	"start_date" timestamp with time zone,
	"expiry_date" timestamp with time zone,
	"status" "coupon_status" DEFAULT 'active' NOT NULL,
	"description" text,
	"coupon_usage_type" "coupon_usage_type" DEFAULT 'unlimited' NOT NULL,
	"coupon_usage_limit" integer,
	"no_of_times_coupon_applied" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupons_amount_nonneg" CHECK ("coupons"."amount" >= 0 and ("coupons"."max_amount" is null or "coupons"."max_amount" >= 0)),
	CONSTRAINT "coupons_percentage_range" CHECK ("coupons"."coupon_type" <> 'percentage' or "coupons"."amount" <= 100),
	CONSTRAINT "coupons_usage_nonneg" CHECK ("coupons"."no_of_times_coupon_applied" >= 0 and ("coupons"."coupon_usage_limit" is null or "coupons"."coupon_usage_limit" >= 0))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"title" varchar(255) NOT NULL,
	"description" text,
	"start_date" date,
	"end_date" date,
	"image_id" integer,
	"short_name" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "giftcards" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"code" varchar(50) NOT NULL,
	"description" text,
	"created_by" integer,
	"value" integer DEFAULT 10000 NOT NULL,
	CONSTRAINT "giftcards_value_nonneg" CHECK ("giftcards"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_giftcard_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"order_id" integer,
	"giftcard_id" integer NOT NULL,
	"transaction_type" "giftcard_transaction_type" NOT NULL,
	"amount" integer NOT NULL,
	"order_product_id" integer,
	CONSTRAINT "order_giftcard_transactions_amount_positive" CHECK ("order_giftcard_transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"paid_date" timestamp with time zone,
	"payment_method" varchar(50),
	"reciept_number" varchar(100),
	"amount_paid" integer NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "order_payments_amount_nonneg" CHECK ("order_payments"."amount_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_product_photographers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"order_product_id" integer NOT NULL,
	"event_id" integer,
	"photographer_id" integer,
	"upload_status" varchar(30),
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_product_questions_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"order_product_id" integer NOT NULL,
	"event_category_question_id" integer NOT NULL,
	"answer" text
);
--> statement-breakpoint
CREATE TABLE "order_product_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"order_product_id" integer NOT NULL,
	"user_id" integer,
	"refund_amount" integer NOT NULL,
	"refund_reason" text,
	"refund_initiated_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"isManualRefund" boolean DEFAULT false NOT NULL,
	"refund_status" "refund_status" DEFAULT 'pending' NOT NULL,
	"stripe_refund_id" varchar(255),
	CONSTRAINT "order_product_refunds_amount_positive" CHECK ("order_product_refunds"."refund_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_product_rollovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"order_product_id" integer NOT NULL,
	"user_id" integer,
	"event_id" integer,
	"event_product_id" integer,
	"rolledover_event_id" integer,
	"rolledover_event_product_id" integer,
	"rollover_reason" text,
	"rolledover_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"order_id" integer NOT NULL,
	"event_product_id" integer,
	"customer_player_id" integer,
	"zenfolio_id" varchar(100),
	"season_pass_product_id" integer,
	"price" integer NOT NULL,
	"fullfilment_status" "fulfilment_status" DEFAULT 'pending_upload' NOT NULL,
	"event_id" integer,
	"fulfilled_by" integer,
	"fulfilled_at" timestamp with time zone,
	"parent_id" integer,
	"createZenfolio" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_products_price_nonneg" CHECK ("order_products"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"customer_id" integer,
	"shipping_address_id" integer,
	"billing_address_id" integer,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"order_total" integer DEFAULT 0 NOT NULL,
	"tax_amount" integer DEFAULT 0 NOT NULL,
	"shipping_amount" integer DEFAULT 0 NOT NULL,
	"stripe_invoice_link" text,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"total_amount" integer DEFAULT 0 NOT NULL,
	"send_sms" boolean DEFAULT false NOT NULL,
	"discount_percent" numeric(5, 2),
	"tax_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"customer_notes" text,
	"encrypted_order_id" varchar(255),
	"stripe_payment_id" varchar(255),
	"isOrderConfirmationMailSent" boolean DEFAULT false NOT NULL,
	"isOrderPlacementMailSent" boolean DEFAULT false NOT NULL,
	"isOrderInProgressMailSent" boolean DEFAULT false NOT NULL,
	"parent_id" integer,
	"source" "order_source" DEFAULT 'phlox' NOT NULL,
	"source_order_details" jsonb,
	"source_order_id" varchar(100),
	CONSTRAINT "orders_amounts_nonneg" CHECK ("orders"."order_total" >= 0 and "orders"."tax_amount" >= 0 and "orders"."shipping_amount" >= 0 and "orders"."discount_amount" >= 0 and "orders"."total_amount" >= 0),
	CONSTRAINT "orders_discount_le_total" CHECK ("orders"."discount_amount" <= "orders"."order_total"),
	CONSTRAINT "orders_percents_range" CHECK ("orders"."tax_percent" between 0 and 100 and ("orders"."discount_percent" is null or "orders"."discount_percent" between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "adjustment_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"settlement_id" integer NOT NULL,
	"payment_date" timestamp with time zone,
	"description" text,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"settlement_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"compensation" integer
);
--> statement-breakpoint
CREATE TABLE "payout_boosters" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_id" integer NOT NULL,
	"organization_id" integer,
	"booster_id" integer NOT NULL,
	"payment_status" "payment_status" DEFAULT 'New' NOT NULL,
	"payment_at" timestamp with time zone,
	"amount" integer NOT NULL,
	CONSTRAINT "payout_boosters_amount_nonneg" CHECK ("payout_boosters"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_phlox" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_id" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"booster_amount" integer NOT NULL,
	"photogrpher_amount" integer NOT NULL,
	"phlox_amount" integer NOT NULL,
	CONSTRAINT "payout_phlox_split_adds_up" CHECK ("payout_phlox"."phlox_amount" = "payout_phlox"."total_amount" - "payout_phlox"."booster_amount" - "payout_phlox"."photogrpher_amount")
);
--> statement-breakpoint
CREATE TABLE "payout_photographers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_id" integer NOT NULL,
	"photographer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"payment_status" "payment_status" DEFAULT 'New' NOT NULL,
	"payment_at" timestamp with time zone,
	CONSTRAINT "payout_photographers_amount_nonneg" CHECK ("payout_photographers"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prepaid_payout" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_id" integer NOT NULL,
	"order_product_id" integer,
	"booster_id" integer,
	"photographer_id" integer,
	"amount_type" varchar(30),
	"amount" integer NOT NULL,
	"payment_at" timestamp with time zone,
	"percent" numeric(5, 2),
	CONSTRAINT "prepaid_payout_percent_range" CHECK ("prepaid_payout"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"payee_id" integer NOT NULL,
	"payee_role" "payee_role" NOT NULL,
	"comment" text,
	"settled_by" integer,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zenfolio_payout" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_id" integer NOT NULL,
	"order_product_id" integer,
	"booster_id" integer,
	"photographer_id" integer,
	"amount_type" varchar(30),
	"amount" integer NOT NULL,
	"payment_at" timestamp with time zone,
	"percent" numeric(5, 2),
	"sale_type" varchar(30),
	CONSTRAINT "zenfolio_payout_percent_range" CHECK ("zenfolio_payout"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" varchar(150) NOT NULL,
	"setting_key" varchar(100) NOT NULL,
	"settings_value" text,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"fb_url" text,
	"twitter_url" text,
	"linkedin_url" text
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_address_id_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_history" ADD CONSTRAINT "update_history_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_history" ADD CONSTRAINT "update_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_catgeory_id_product_categories_id_fk" FOREIGN KEY ("product_catgeory_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_organization_type_id_organization_types_id_fk" FOREIGN KEY ("organization_type_id") REFERENCES "public"."organization_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_address_id_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_parent_id_organizations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booster_commissions" ADD CONSTRAINT "booster_commissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booster_commissions" ADD CONSTRAINT "booster_commissions_event_category_id_event_categories_id_fk" FOREIGN KEY ("event_category_id") REFERENCES "public"."event_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_parent_id_event_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."event_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_category_description_templates" ADD CONSTRAINT "ec_description_templates_category_fk" FOREIGN KEY ("event_category_id") REFERENCES "public"."event_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_category_images" ADD CONSTRAINT "event_category_images_event_category_id_event_categories_id_fk" FOREIGN KEY ("event_category_id") REFERENCES "public"."event_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_category_images" ADD CONSTRAINT "event_category_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_category_question_options" ADD CONSTRAINT "ec_question_options_question_fk" FOREIGN KEY ("event_category_question_id") REFERENCES "public"."event_category_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_category_questions" ADD CONSTRAINT "ec_questions_category_fk" FOREIGN KEY ("event_category_id") REFERENCES "public"."event_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_category_questions" ADD CONSTRAINT "ec_questions_product_category_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_players" ADD CONSTRAINT "customer_players_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_players" ADD CONSTRAINT "customer_players_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_players" ADD CONSTRAINT "customer_players_team_id_organizations_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_address_id_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographer_availability" ADD CONSTRAINT "photographer_availability_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographer_images" ADD CONSTRAINT "photographer_images_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographer_images" ADD CONSTRAINT "photographer_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_address_id_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_images" ADD CONSTRAINT "event_images_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_images" ADD CONSTRAINT "event_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_manual_sales" ADD CONSTRAINT "event_manual_sales_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_manual_sales" ADD CONSTRAINT "event_manual_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_matches" ADD CONSTRAINT "event_matches_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_matches" ADD CONSTRAINT "event_matches_home_team_id_organizations_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_matches" ADD CONSTRAINT "event_matches_visiting_team_id_organizations_id_fk" FOREIGN KEY ("visiting_team_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_matches" ADD CONSTRAINT "event_matches_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_organizations" ADD CONSTRAINT "event_organizations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_organizations" ADD CONSTRAINT "event_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_photographers" ADD CONSTRAINT "event_photographers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_photographers" ADD CONSTRAINT "event_photographers_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_photographers" ADD CONSTRAINT "event_photographers_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_photographers" ADD CONSTRAINT "event_photographers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_products" ADD CONSTRAINT "event_products_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_products" ADD CONSTRAINT "event_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_event_category_id_event_categories_id_fk" FOREIGN KEY ("event_category_id") REFERENCES "public"."event_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_event_owner_id_users_id_fk" FOREIGN KEY ("event_owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_limit" ADD CONSTRAINT "order_limit_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_limit" ADD CONSTRAINT "order_limit_product_catgeory_id_product_categories_id_fk" FOREIGN KEY ("product_catgeory_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pass" ADD CONSTRAINT "season_pass_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pass" ADD CONSTRAINT "season_pass_event_category_id_event_categories_id_fk" FOREIGN KEY ("event_category_id") REFERENCES "public"."event_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pass" ADD CONSTRAINT "season_pass_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pass_events" ADD CONSTRAINT "season_pass_events_season_pass_id_season_pass_id_fk" FOREIGN KEY ("season_pass_id") REFERENCES "public"."season_pass"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pass_events" ADD CONSTRAINT "season_pass_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pass_images" ADD CONSTRAINT "season_pass_images_season_pass_id_season_pass_id_fk" FOREIGN KEY ("season_pass_id") REFERENCES "public"."season_pass"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pass_images" ADD CONSTRAINT "season_pass_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pass_products" ADD CONSTRAINT "season_pass_products_season_pass_id_season_pass_id_fk" FOREIGN KEY ("season_pass_id") REFERENCES "public"."season_pass"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pass_products" ADD CONSTRAINT "season_pass_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftcards" ADD CONSTRAINT "giftcards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_giftcard_transactions" ADD CONSTRAINT "order_giftcard_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_giftcard_transactions" ADD CONSTRAINT "order_giftcard_transactions_giftcard_id_giftcards_id_fk" FOREIGN KEY ("giftcard_id") REFERENCES "public"."giftcards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_giftcard_transactions" ADD CONSTRAINT "order_giftcard_transactions_order_product_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_photographers" ADD CONSTRAINT "order_product_photographers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_photographers" ADD CONSTRAINT "order_product_photographers_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_photographers" ADD CONSTRAINT "order_product_photographers_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_photographers" ADD CONSTRAINT "order_product_photographers_order_product_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_questions_answers" ADD CONSTRAINT "order_product_answers_order_product_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_questions_answers" ADD CONSTRAINT "order_product_answers_question_fk" FOREIGN KEY ("event_category_question_id") REFERENCES "public"."event_category_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_refunds" ADD CONSTRAINT "order_product_refunds_order_product_id_order_products_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_refunds" ADD CONSTRAINT "order_product_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_rollovers" ADD CONSTRAINT "order_product_rollovers_order_product_id_order_products_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_rollovers" ADD CONSTRAINT "order_product_rollovers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_rollovers" ADD CONSTRAINT "order_product_rollovers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_rollovers" ADD CONSTRAINT "order_product_rollovers_event_product_id_event_products_id_fk" FOREIGN KEY ("event_product_id") REFERENCES "public"."event_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_rollovers" ADD CONSTRAINT "order_product_rollovers_rolledover_event_id_events_id_fk" FOREIGN KEY ("rolledover_event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_rollovers" ADD CONSTRAINT "order_product_rollovers_new_event_product_fk" FOREIGN KEY ("rolledover_event_product_id") REFERENCES "public"."event_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_event_product_id_event_products_id_fk" FOREIGN KEY ("event_product_id") REFERENCES "public"."event_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_customer_player_id_customer_players_id_fk" FOREIGN KEY ("customer_player_id") REFERENCES "public"."customer_players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_fulfilled_by_users_id_fk" FOREIGN KEY ("fulfilled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_parent_id_order_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."order_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_season_pass_product_fk" FOREIGN KEY ("season_pass_product_id") REFERENCES "public"."season_pass_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_address_id_address_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_billing_address_id_address_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parent_id_orders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_settlements" ADD CONSTRAINT "adjustment_settlements_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD CONSTRAINT "event_settlements_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_settlements" ADD CONSTRAINT "event_settlements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_boosters" ADD CONSTRAINT "payout_boosters_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_boosters" ADD CONSTRAINT "payout_boosters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_boosters" ADD CONSTRAINT "payout_boosters_booster_id_organizations_id_fk" FOREIGN KEY ("booster_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_phlox" ADD CONSTRAINT "payout_phlox_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_photographers" ADD CONSTRAINT "payout_photographers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_photographers" ADD CONSTRAINT "payout_photographers_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_payout" ADD CONSTRAINT "prepaid_payout_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_payout" ADD CONSTRAINT "prepaid_payout_order_product_id_order_products_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_payout" ADD CONSTRAINT "prepaid_payout_booster_id_organizations_id_fk" FOREIGN KEY ("booster_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_payout" ADD CONSTRAINT "prepaid_payout_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zenfolio_payout" ADD CONSTRAINT "zenfolio_payout_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zenfolio_payout" ADD CONSTRAINT "zenfolio_payout_order_product_id_order_products_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zenfolio_payout" ADD CONSTRAINT "zenfolio_payout_booster_id_organizations_id_fk" FOREIGN KEY ("booster_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zenfolio_payout" ADD CONSTRAINT "zenfolio_payout_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_state_id_idx" ON "cities" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_role_module_unique" ON "permissions" USING btree ("role_id","module_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_user_role_unique" ON "user_roles" USING btree ("user_id","role_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone") WHERE "users"."phone" is not null;--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "update_history_item_idx" ON "update_history" USING btree ("menu_id","item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "levels_code_unique" ON "levels" USING btree (lower("code")) WHERE "levels"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "levels_name_idx" ON "levels" USING btree ("name");--> statement-breakpoint
CREATE INDEX "levels_created_at_idx" ON "levels" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("product_catgeory_id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_nces_id_unique" ON "organizations" USING btree ("nces_id") WHERE "organizations"."nces_id" is not null and "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_type_idx" ON "organizations" USING btree ("organization_type_id");--> statement-breakpoint
CREATE INDEX "organizations_parent_idx" ON "organizations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "organizations_name_idx" ON "organizations" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "booster_commissions_org_category_unique" ON "booster_commissions" USING btree ("organization_id","event_category_id") WHERE "booster_commissions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "booster_commissions_category_idx" ON "booster_commissions" USING btree ("event_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_categories_slug_unique" ON "event_categories" USING btree (lower("slug")) WHERE "event_categories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "event_categories_parent_idx" ON "event_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "event_categories_category_idx" ON "event_categories" USING btree ("category");--> statement-breakpoint
CREATE INDEX "event_category_description_templates_category_idx" ON "event_category_description_templates" USING btree ("event_category_id");--> statement-breakpoint
CREATE INDEX "event_category_images_category_idx" ON "event_category_images" USING btree ("event_category_id");--> statement-breakpoint
CREATE INDEX "event_category_question_options_question_idx" ON "event_category_question_options" USING btree ("event_category_question_id");--> statement-breakpoint
CREATE INDEX "event_category_questions_category_idx" ON "event_category_questions" USING btree ("event_category_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_accounts_email_unique" ON "customer_accounts" USING btree (lower("email")) WHERE "customer_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customer_players_customer_idx" ON "customer_players" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_players_team_idx" ON "customer_players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_last_name_idx" ON "customers" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "graduation_years_year_unique" ON "graduation_years" USING btree ("year") WHERE "graduation_years"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "photographer_availability_photographer_date_idx" ON "photographer_availability" USING btree ("photographer_id","date");--> statement-breakpoint
CREATE INDEX "photographer_images_photographer_idx" ON "photographer_images" USING btree ("photographer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "photographers_user_unique" ON "photographers" USING btree ("user_id") WHERE "photographers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "event_images_event_idx" ON "event_images" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_manual_sales_event_idx" ON "event_manual_sales" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_matches_event_idx" ON "event_matches" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_matches_home_team_idx" ON "event_matches" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "event_matches_visiting_team_idx" ON "event_matches" USING btree ("visiting_team_id");--> statement-breakpoint
CREATE INDEX "event_matches_level_idx" ON "event_matches" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "event_organizations_event_idx" ON "event_organizations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_organizations_organization_idx" ON "event_organizations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "event_photographers_event_idx" ON "event_photographers" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_photographers_photographer_idx" ON "event_photographers" USING btree ("photographer_id");--> statement-breakpoint
CREATE INDEX "event_products_event_idx" ON "event_products" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_products_product_idx" ON "event_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "events_start_time_idx" ON "events" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "events_live_start_time_idx" ON "events" USING btree ("start_time") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_status_start_time_idx" ON "events" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "events_category_idx" ON "events" USING btree ("event_category_id");--> statement-breakpoint
CREATE INDEX "events_title_idx" ON "events" USING btree ("title");--> statement-breakpoint
CREATE INDEX "events_owner_idx" ON "events" USING btree ("event_owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_limit_event_category_unique" ON "order_limit" USING btree ("event_id","product_catgeory_id") WHERE "order_limit"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "season_pass_status_idx" ON "season_pass" USING btree ("status");--> statement-breakpoint
CREATE INDEX "season_pass_start_date_idx" ON "season_pass" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "season_pass_category_idx" ON "season_pass" USING btree ("event_category_id");--> statement-breakpoint
CREATE INDEX "season_pass_organization_idx" ON "season_pass" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "season_pass_name_idx" ON "season_pass" USING btree ("name");--> statement-breakpoint
CREATE INDEX "season_pass_events_pass_idx" ON "season_pass_events" USING btree ("season_pass_id");--> statement-breakpoint
CREATE INDEX "season_pass_events_event_idx" ON "season_pass_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "season_pass_images_pass_idx" ON "season_pass_images" USING btree ("season_pass_id");--> statement-breakpoint
CREATE INDEX "season_pass_products_pass_idx" ON "season_pass_products" USING btree ("season_pass_id");--> statement-breakpoint
CREATE INDEX "season_pass_products_product_idx" ON "season_pass_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree (lower("code")) WHERE "coupons"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "coupons_promotion_idx" ON "coupons" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "coupons_status_idx" ON "coupons" USING btree ("status");--> statement-breakpoint
CREATE INDEX "coupons_expiry_date_idx" ON "coupons" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "promotions_start_date_idx" ON "promotions" USING btree ("start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "giftcards_code_unique" ON "giftcards" USING btree (lower("code")) WHERE "giftcards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "giftcards_created_at_idx" ON "giftcards" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_giftcard_transactions_giftcard_idx" ON "order_giftcard_transactions" USING btree ("giftcard_id");--> statement-breakpoint
CREATE INDEX "order_giftcard_transactions_order_idx" ON "order_giftcard_transactions" USING btree ("order_id") WHERE "order_giftcard_transactions"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_product_photographers_order_product_idx" ON "order_product_photographers" USING btree ("order_product_id");--> statement-breakpoint
CREATE INDEX "order_product_photographers_photographer_idx" ON "order_product_photographers" USING btree ("photographer_id");--> statement-breakpoint
CREATE INDEX "order_product_questions_answers_order_product_idx" ON "order_product_questions_answers" USING btree ("order_product_id");--> statement-breakpoint
CREATE INDEX "order_product_refunds_order_product_idx" ON "order_product_refunds" USING btree ("order_product_id");--> statement-breakpoint
CREATE INDEX "order_product_rollovers_order_product_idx" ON "order_product_rollovers" USING btree ("order_product_id");--> statement-breakpoint
CREATE INDEX "order_products_order_idx" ON "order_products" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_products_event_status_idx" ON "order_products" USING btree ("event_id","fullfilment_status");--> statement-breakpoint
CREATE INDEX "order_products_event_product_idx" ON "order_products" USING btree ("event_product_id");--> statement-breakpoint
CREATE INDEX "order_products_season_pass_product_idx" ON "order_products" USING btree ("season_pass_product_id") WHERE "order_products"."season_pass_product_id" is not null;--> statement-breakpoint
CREATE INDEX "order_products_status_idx" ON "order_products" USING btree ("fullfilment_status");--> statement-breakpoint
CREATE INDEX "order_products_customer_player_idx" ON "order_products" USING btree ("customer_player_id") WHERE "order_products"."customer_player_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_order_date_idx" ON "orders" USING btree ("order_date");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_status_order_date_idx" ON "orders" USING btree ("status","order_date");--> statement-breakpoint
CREATE INDEX "orders_source_order_date_idx" ON "orders" USING btree ("source","order_date");--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id") WHERE "orders"."coupon_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_source_order_id_idx" ON "orders" USING btree ("source_order_id") WHERE "orders"."source_order_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_parent_idx" ON "orders" USING btree ("parent_id") WHERE "orders"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "adjustment_settlements_settlement_idx" ON "adjustment_settlements" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "event_settlements_settlement_idx" ON "event_settlements" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "event_settlements_event_idx" ON "event_settlements" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "payout_boosters_event_idx" ON "payout_boosters" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "payout_boosters_booster_status_idx" ON "payout_boosters" USING btree ("booster_id","payment_status");--> statement-breakpoint
CREATE INDEX "payout_boosters_organization_idx" ON "payout_boosters" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "payout_boosters_status_idx" ON "payout_boosters" USING btree ("payment_status");--> statement-breakpoint
CREATE INDEX "payout_phlox_event_idx" ON "payout_phlox" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "payout_photographers_event_idx" ON "payout_photographers" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "payout_photographers_photographer_status_idx" ON "payout_photographers" USING btree ("photographer_id","payment_status");--> statement-breakpoint
CREATE INDEX "payout_photographers_status_idx" ON "payout_photographers" USING btree ("payment_status");--> statement-breakpoint
CREATE INDEX "prepaid_payout_event_idx" ON "prepaid_payout" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "prepaid_payout_order_product_idx" ON "prepaid_payout" USING btree ("order_product_id");--> statement-breakpoint
CREATE INDEX "settlements_payee_idx" ON "settlements" USING btree ("payee_role","payee_id","settled_at");--> statement-breakpoint
CREATE INDEX "settlements_settled_at_idx" ON "settlements" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "zenfolio_payout_event_idx" ON "zenfolio_payout" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "zenfolio_payout_order_product_idx" ON "zenfolio_payout" USING btree ("order_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_key_unique" ON "settings" USING btree ("setting_key") WHERE "settings"."deleted_at" is null;