-- Keeps updated_at (the sitemap's lastmod) true on every write to the content tables: an update
-- that changes the row sets it to now(), one that rewrites the same values (the idempotent seed's
-- upserts) keeps it, and one that sets updated_at itself is taken as it is.
CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN
    RETURN NEW;
  END IF;
  IF (to_jsonb(NEW) - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'updated_at') THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_touch_updated_at BEFORE UPDATE ON categories FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TRIGGER info_pages_touch_updated_at BEFORE UPDATE ON info_pages FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TRIGGER products_touch_updated_at BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TRIGGER articles_touch_updated_at BEFORE UPDATE ON articles FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TRIGGER promos_touch_updated_at BEFORE UPDATE ON promos FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TRIGGER branches_touch_updated_at BEFORE UPDATE ON branches FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TRIGGER dynamic_pages_touch_updated_at BEFORE UPDATE ON dynamic_pages FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TRIGGER page_contents_touch_updated_at BEFORE UPDATE ON page_contents FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
