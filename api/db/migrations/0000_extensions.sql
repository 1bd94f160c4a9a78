-- drizzle-kit does not create extensions or functions: this hand-written migration does.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE, so a generated column cannot call it; joining text[] with a space is
-- immutable in fact, and this wrapper says so.
CREATE OR REPLACE FUNCTION castline_join_text(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
