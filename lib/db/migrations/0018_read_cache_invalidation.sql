-- The API's answers about a business's catalog (its products and categories) are kept per process
-- (lib/api/read-cache.ts) and forgotten when a row they were built from changes: these triggers announce every
-- change to products and categories on channel vitrine_reads as 'catalog:<business id>' (or '*' for a
-- TRUNCATE), whoever makes it (the app, the CLI, psql, another node), once per business and statement. As for
-- the key cache (0009): PostgreSQL delivers notifications at commit, and not at all on rollback; the notice
-- tells the writing session at once. A change to the business row itself is announced by 0009's triggers.
CREATE FUNCTION "vitrine_notify_catalog_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('vitrine_reads', '*');
    RAISE NOTICE 'vitrine_reads *';
    RETURN NULL;
  END IF;
  FOR changed IN
    SELECT business_id FROM changed_rows GROUP BY business_id
  LOOP
    PERFORM pg_notify('vitrine_reads', 'catalog:' || changed);
    RAISE NOTICE 'vitrine_reads catalog:%', changed;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- On each of the two tables: one statement trigger per kind of change (a trigger with transition tables
-- takes one event), and one for TRUNCATE.
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['products', 'categories'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrine_notify_catalog_change()', tbl || '_notify_catalog_insert', tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrine_notify_catalog_change()', tbl || '_notify_catalog_update', tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrine_notify_catalog_change()', tbl || '_notify_catalog_delete', tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION vitrine_notify_catalog_change()', tbl || '_notify_catalog_truncate', tbl);
  END LOOP;
END
$$;
