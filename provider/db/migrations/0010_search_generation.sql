-- A counter bumped by every change to the search index: the provider caches the ranked order of a
-- query's matches and reuses it while the counter has not moved, so paging through a broad query
-- over 10 000 products does not rank every match again on each request.
CREATE TABLE search_generation (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  value bigint NOT NULL
);--> statement-breakpoint
INSERT INTO search_generation (id, value) VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION search_bump_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_generation SET value = value + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_documents_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_documents
  FOR EACH STATEMENT EXECUTE FUNCTION search_bump_generation();
