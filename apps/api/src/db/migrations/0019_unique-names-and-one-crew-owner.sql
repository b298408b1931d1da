-- Names unique among live rows (docs/decisions.md, "References and duplicates"). Existing duplicates are
-- renamed before the indexes are built: the oldest row keeps its name, each later one gets " (2)", " (3)"…
-- (the first free number), and the rename is written to its history with no author.
CREATE FUNCTION phlox_dedupe_names(tbl text, col text, key_cols text, max_len int, menu text, field text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  n int;
  candidate text;
  is_taken boolean;
BEGIN
  FOR r IN EXECUTE format(
    'SELECT t.id, t.%1$I AS name, (%3$s)::text AS k FROM %2$I t
      WHERE t.deleted_at IS NULL AND EXISTS (
        SELECT 1 FROM %2$I d WHERE d.deleted_at IS NULL AND d.id < t.id
           AND lower(btrim(d.%1$I)) = lower(btrim(t.%1$I)) AND (%4$s) = (%3$s))
      ORDER BY t.id',
    col, tbl, replace(key_cols, '@', 't.'), replace(key_cols, '@', 'd.'))
  LOOP
    n := 2;
    LOOP
      candidate := left(btrim(r.name), max_len - length(' (' || n || ')')) || ' (' || n || ')';
      EXECUTE format(
        'SELECT EXISTS (SELECT 1 FROM %2$I d WHERE d.deleted_at IS NULL
            AND lower(btrim(d.%1$I)) = lower($1) AND (%3$s)::text = $2)',
        col, tbl, replace(key_cols, '@', 'd.'))
        INTO is_taken USING candidate, r.k;
      EXIT WHEN NOT is_taken;
      n := n + 1;
    END LOOP;
    EXECUTE format('UPDATE %1$I SET %2$I = $1, updated_at = now() WHERE id = $2', tbl, col) USING candidate, r.id;
    INSERT INTO update_history (menu_id, user_id, item_id, action, updated_field, old_value, new_value, value_type)
    VALUES ((SELECT id FROM menus WHERE name = menu), NULL, r.id, 'update', field, r.name, candidate, 'string');
  END LOOP;
END $$;--> statement-breakpoint
SELECT phlox_dedupe_names('levels', 'name', '0', 100, 'levels', 'name');--> statement-breakpoint
SELECT phlox_dedupe_names('product_categories', 'name', '0', 100, 'product-categories', 'name');--> statement-breakpoint
SELECT phlox_dedupe_names('products', 'name', '0', 150, 'products', 'name');--> statement-breakpoint
SELECT phlox_dedupe_names('organizations', 'name',
  'array[coalesce(@organization_type_id, 0), coalesce(@parent_id, 0)]', 255, 'organizations', 'name');--> statement-breakpoint
SELECT phlox_dedupe_names('event_categories', 'category', 'coalesce(@parent_id, 0)', 100, 'categories', 'name');--> statement-breakpoint
SELECT phlox_dedupe_names('promotions', 'title', '0', 255, 'promotions', 'title');--> statement-breakpoint
DROP FUNCTION phlox_dedupe_names(text, text, text, int, text, text);--> statement-breakpoint
-- One owner per event's crew: where several lines were marked, the first assigned keeps it.
UPDATE "event_photographers" p SET "owner" = false, "updated_at" = now()
WHERE p."owner" AND p."deleted_at" IS NULL AND EXISTS (
  SELECT 1 FROM "event_photographers" o
  WHERE o."event_id" = p."event_id" AND o."owner" AND o."deleted_at" IS NULL AND o."id" < p."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "levels_name_unique" ON "levels" USING btree (lower(btrim("name"))) WHERE "levels"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_unique" ON "product_categories" USING btree (lower(btrim("name"))) WHERE "product_categories"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_unique" ON "products" USING btree (lower(btrim("name"))) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_name_type_parent_unique" ON "organizations" USING btree (lower(btrim("name")),coalesce("organization_type_id", 0),coalesce("parent_id", 0)) WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_categories_name_parent_unique" ON "event_categories" USING btree (lower(btrim("category")),coalesce("parent_id", 0)) WHERE "event_categories"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_photographers_one_owner" ON "event_photographers" USING btree ("event_id") WHERE "event_photographers"."owner" and "event_photographers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_title_unique" ON "promotions" USING btree (lower(btrim("title"))) WHERE "promotions"."deleted_at" is null;
