-- API key lookups are cached per process (lib/domain/keys/key-cache.ts) and forgotten when a row they were
-- built from changes: these triggers announce every such change on channel vitrine_auth ('key:<id>',
-- 'business:<id>', or '*' for a TRUNCATE), whoever makes it (the app, the CLI, psql, another node).
-- PostgreSQL delivers notifications at commit, and not at all on rollback. The notice tells the writing
-- session at once, so that its own process stops answering for that key or business from its cache until
-- the session's transaction is over.
CREATE FUNCTION "vitrine_notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target text := '*';
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    target := TG_ARGV[0] || ':' || OLD.id;
  END IF;
  PERFORM pg_notify('vitrine_auth', target);
  RAISE NOTICE 'vitrine_auth %', target;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Any change to a key but the bookkeeping of its last use (written at most once a minute per key and node).
CREATE TRIGGER "api_keys_notify_auth_update" AFTER UPDATE ON "api_keys" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_used_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at'))
  EXECUTE FUNCTION "vitrine_notify_auth_change"('key');--> statement-breakpoint
CREATE TRIGGER "api_keys_notify_auth_delete" AFTER DELETE ON "api_keys" FOR EACH ROW
  EXECUTE FUNCTION "vitrine_notify_auth_change"('key');--> statement-breakpoint
CREATE TRIGGER "api_keys_notify_auth_truncate" AFTER TRUNCATE ON "api_keys" FOR EACH STATEMENT
  EXECUTE FUNCTION "vitrine_notify_auth_change"();--> statement-breakpoint
-- A key's answer carries its business's plan, currency, timezone and mode: any change to the row counts.
CREATE TRIGGER "businesses_notify_auth_update" AFTER UPDATE ON "businesses" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "vitrine_notify_auth_change"('business');--> statement-breakpoint
CREATE TRIGGER "businesses_notify_auth_delete" AFTER DELETE ON "businesses" FOR EACH ROW
  EXECUTE FUNCTION "vitrine_notify_auth_change"('business');--> statement-breakpoint
CREATE TRIGGER "businesses_notify_auth_truncate" AFTER TRUNCATE ON "businesses" FOR EACH STATEMENT
  EXECUTE FUNCTION "vitrine_notify_auth_change"();
