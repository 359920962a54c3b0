CREATE TABLE "category_generation" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- One row only, bumped by every statement that writes categories (seeds, imports, other processes):
-- the provider reuses its copy of the category tree while the value stands.
ALTER TABLE "category_generation" ADD CONSTRAINT "category_generation_one_row" CHECK ("id");--> statement-breakpoint
INSERT INTO "category_generation" ("id", "value") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION category_bump_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE category_generation SET value = value + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION category_bump_generation();
