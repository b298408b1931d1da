CREATE INDEX "season_pass_level_idx" ON "season_pass" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "season_pass_academic_year_idx" ON "season_pass" USING btree ("academic_year");--> statement-breakpoint
CREATE INDEX "season_pass_total_price_idx" ON "season_pass" USING btree ("total_price");