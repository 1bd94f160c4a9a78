-- Every bump of the talent catalog version is also announced on the channel castline_talent_catalog, the new
-- version as payload, delivered at commit. The embedded database (PGlite, one process) delivers it before the
-- writing statement returns, so the node's talent index learns of its own writes without reading the version
-- on every search (ADR 013). PostgreSQL nodes keep reading the version: a listener there learns late.
CREATE OR REPLACE FUNCTION castline_talent_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE talent_catalog SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
  PERFORM pg_notify('castline_talent_catalog', next_version::text);
  RETURN NULL;
END
$$;
