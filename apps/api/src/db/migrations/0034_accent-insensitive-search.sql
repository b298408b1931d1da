-- Searches ignore accents as well as case ("Nandu" finds "Ñandú", "Pena" finds "Peña"): both sides of a name
-- search go through immutable_unaccent. unaccent() itself is only STABLE (its dictionary could change), so it
-- cannot back an index; this wrapper names the dictionary explicitly and is declared IMMUTABLE, as PostgreSQL's
-- documentation suggests for indexing it. The events list's title index is rebuilt on it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
DROP INDEX "events_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin (immutable_unaccent("title") gin_trgm_ops);
