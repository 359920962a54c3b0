-- Keeps search_documents (the search index) in step with every write to the searchable tables, so
-- the seed, the bench seed and any admin write are indexed without the application's help.
-- Statement-level triggers with transition tables index a bulk insert in one pass per language.
CREATE FUNCTION shop_localized(value jsonb, locale text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(nullif(value->>locale, ''), value->>'ro', '') $$;--> statement-breakpoint
CREATE FUNCTION search_languages() RETURNS TABLE (locale text, config regconfig)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ VALUES ('ro', 'shop_ro'::regconfig), ('en', 'shop_en'::regconfig), ('ru', 'shop_ru'::regconfig), ('it', 'shop_it'::regconfig) $$;--> statement-breakpoint

-- Titles weigh most (A), a product's category names next (B), bodies least (C).
CREATE FUNCTION search_index_products(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE source = 'product' AND ref_id = ANY (ids);
  INSERT INTO search_documents (source, ref_id, locale, kind, kind_order, slug, title, description, image, link, price, unit, document)
  SELECT 'product', p.id, l.locale, 'product', 0, p.slug, shop_localized(p.title, l.locale), shop_localized(p.description, l.locale),
         p.image, '/product/' || p.slug, p.price, p.unit,
         setweight(to_tsvector(l.config, shop_localized(p.title, l.locale)), 'A') ||
         setweight(to_tsvector(l.config, shop_localized(c.title, l.locale) || ' ' || shop_localized(pc.title, l.locale)), 'B') ||
         setweight(to_tsvector(l.config, shop_localized(p.description, l.locale)), 'C')
    FROM products p
    JOIN categories c ON c.id = p.category_id
    LEFT JOIN categories pc ON pc.id = c.parent_id
    CROSS JOIN search_languages() l
   WHERE p.id = ANY (ids);
END $$;--> statement-breakpoint

CREATE FUNCTION search_index_categories(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE source = 'category' AND ref_id = ANY (ids);
  INSERT INTO search_documents (source, ref_id, locale, kind, kind_order, slug, title, description, image, link, price, unit, document)
  SELECT 'category', c.id, l.locale, 'category', 1, c.slug, shop_localized(c.title, l.locale), shop_localized(c.description, l.locale),
         c.image, CASE WHEN pc.slug IS NULL THEN '/' || c.slug ELSE '/' || pc.slug || '/' || c.slug END, NULL, NULL,
         setweight(to_tsvector(l.config, shop_localized(c.title, l.locale)), 'A') ||
         setweight(to_tsvector(l.config, shop_localized(c.description, l.locale)), 'C')
    FROM categories c
    LEFT JOIN categories pc ON pc.id = c.parent_id
    CROSS JOIN search_languages() l
   WHERE c.id = ANY (ids);
END $$;--> statement-breakpoint

CREATE FUNCTION search_index_articles(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE source = 'article' AND ref_id = ANY (ids);
  INSERT INTO search_documents (source, ref_id, locale, kind, kind_order, slug, title, description, image, link, price, unit, document)
  SELECT 'article', a.id, l.locale, 'article', 2, a.slug, shop_localized(a.title, l.locale), shop_localized(a.excerpt, l.locale),
         a.image, '/blog/' || a.id, NULL, NULL,
         setweight(to_tsvector(l.config, shop_localized(a.title, l.locale)), 'A') ||
         setweight(to_tsvector(l.config, shop_localized(a.excerpt, l.locale)), 'B') ||
         setweight(to_tsvector(l.config, shop_localized(a.body, l.locale)), 'C')
    FROM articles a
    CROSS JOIN search_languages() l
   WHERE a.id = ANY (ids);
END $$;--> statement-breakpoint

-- Info pages carry a slug per language with en as the fallback (spec 2).
CREATE FUNCTION search_index_info_pages(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE source = 'info_page' AND ref_id = ANY (ids);
  INSERT INTO search_documents (source, ref_id, locale, kind, kind_order, slug, title, description, image, link, price, unit, document)
  SELECT 'info_page', i.id, l.locale, 'page', 3, coalesce(i.slug->>l.locale, i.slug->>'en', i.key), shop_localized(i.title, l.locale), '',
         NULL, '/' || coalesce(i.slug->>l.locale, i.slug->>'en', i.key), NULL, NULL,
         setweight(to_tsvector(l.config, shop_localized(i.title, l.locale)), 'A') ||
         setweight(to_tsvector(l.config, shop_localized(i.body, l.locale)), 'C')
    FROM info_pages i
    CROSS JOIN search_languages() l
   WHERE i.id = ANY (ids);
END $$;--> statement-breakpoint

CREATE FUNCTION search_index_dynamic_pages(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE source = 'dynamic_page' AND ref_id = ANY (ids);
  INSERT INTO search_documents (source, ref_id, locale, kind, kind_order, slug, title, description, image, link, price, unit, document)
  SELECT 'dynamic_page', d.id, l.locale, 'page', 3, d.slug, shop_localized(d.title, l.locale), shop_localized(d.description, l.locale),
         d.image, '/' || d.slug, NULL, NULL,
         setweight(to_tsvector(l.config, shop_localized(d.title, l.locale)), 'A') ||
         setweight(to_tsvector(l.config, shop_localized(d.description, l.locale) || ' ' || shop_localized(d.body, l.locale)), 'C')
    FROM dynamic_pages d
    CROSS JOIN search_languages() l
   WHERE d.id = ANY (ids);
END $$;--> statement-breakpoint

-- Trigger bodies: old_rows / new_rows are the transition tables; a statement only reads the ones its
-- operation defines (plpgsql plans a statement when it first runs).
CREATE FUNCTION search_sync_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM search_documents WHERE source = 'product' AND ref_id IN (SELECT id FROM old_rows);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM search_index_products(ARRAY(SELECT id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- A category's title is part of its products' documents, and its slug part of its children's links.
CREATE FUNCTION search_sync_categories() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected integer[];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM search_documents WHERE source = 'category' AND ref_id IN (SELECT id FROM old_rows);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    affected := ARRAY(SELECT id FROM new_rows UNION SELECT c.id FROM categories c WHERE c.parent_id IN (SELECT id FROM new_rows));
    PERFORM search_index_categories(affected);
    PERFORM search_index_products(ARRAY(SELECT p.id FROM products p WHERE p.category_id = ANY (affected)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION search_sync_articles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM search_documents WHERE source = 'article' AND ref_id IN (SELECT id FROM old_rows);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM search_index_articles(ARRAY(SELECT id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION search_sync_info_pages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM search_documents WHERE source = 'info_page' AND ref_id IN (SELECT id FROM old_rows);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM search_index_info_pages(ARRAY(SELECT id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION search_sync_dynamic_pages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM search_documents WHERE source = 'dynamic_page' AND ref_id IN (SELECT id FROM old_rows);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM search_index_dynamic_pages(ARRAY(SELECT id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- TRUNCATE fires no row triggers: it empties the source's part of the index instead.
CREATE FUNCTION search_sync_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE source = TG_ARGV[0];
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER search_products_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_products();--> statement-breakpoint
CREATE TRIGGER search_products_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_products();--> statement-breakpoint
CREATE TRIGGER search_products_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_products();--> statement-breakpoint
CREATE TRIGGER search_products_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION search_sync_truncate('product');--> statement-breakpoint
CREATE TRIGGER search_categories_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_categories();--> statement-breakpoint
CREATE TRIGGER search_categories_update AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_categories();--> statement-breakpoint
CREATE TRIGGER search_categories_delete AFTER DELETE ON categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_categories();--> statement-breakpoint
CREATE TRIGGER search_categories_truncate AFTER TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION search_sync_truncate('category');--> statement-breakpoint
CREATE TRIGGER search_articles_insert AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_articles();--> statement-breakpoint
CREATE TRIGGER search_articles_update AFTER UPDATE ON articles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_articles();--> statement-breakpoint
CREATE TRIGGER search_articles_delete AFTER DELETE ON articles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_articles();--> statement-breakpoint
CREATE TRIGGER search_articles_truncate AFTER TRUNCATE ON articles FOR EACH STATEMENT EXECUTE FUNCTION search_sync_truncate('article');--> statement-breakpoint
CREATE TRIGGER search_info_pages_insert AFTER INSERT ON info_pages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_info_pages();--> statement-breakpoint
CREATE TRIGGER search_info_pages_update AFTER UPDATE ON info_pages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_info_pages();--> statement-breakpoint
CREATE TRIGGER search_info_pages_delete AFTER DELETE ON info_pages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_info_pages();--> statement-breakpoint
CREATE TRIGGER search_info_pages_truncate AFTER TRUNCATE ON info_pages FOR EACH STATEMENT EXECUTE FUNCTION search_sync_truncate('info_page');--> statement-breakpoint
CREATE TRIGGER search_dynamic_pages_insert AFTER INSERT ON dynamic_pages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_dynamic_pages();--> statement-breakpoint
CREATE TRIGGER search_dynamic_pages_update AFTER UPDATE ON dynamic_pages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_dynamic_pages();--> statement-breakpoint
CREATE TRIGGER search_dynamic_pages_delete AFTER DELETE ON dynamic_pages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_dynamic_pages();--> statement-breakpoint
CREATE TRIGGER search_dynamic_pages_truncate AFTER TRUNCATE ON dynamic_pages FOR EACH STATEMENT EXECUTE FUNCTION search_sync_truncate('dynamic_page');--> statement-breakpoint

-- Databases that already hold content get their index now.
SELECT search_index_categories(ARRAY(SELECT id FROM categories));--> statement-breakpoint
SELECT search_index_products(ARRAY(SELECT id FROM products));--> statement-breakpoint
SELECT search_index_articles(ARRAY(SELECT id FROM articles));--> statement-breakpoint
SELECT search_index_info_pages(ARRAY(SELECT id FROM info_pages));--> statement-breakpoint
SELECT search_index_dynamic_pages(ARRAY(SELECT id FROM dynamic_pages));
