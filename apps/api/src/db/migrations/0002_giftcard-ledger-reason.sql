ALTER TABLE "order_giftcard_transactions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "order_giftcard_transactions" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "order_giftcard_transactions" ADD CONSTRAINT "order_giftcard_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;