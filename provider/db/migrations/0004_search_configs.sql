-- Full-text search per shop language (spec: search insensitive to case and diacritics, with stemming).
-- Each configuration strips accents first (ș/ş → s, ă/â → a, ё → е), then stems with the language's snowball dictionary.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_ro (COPY = pg_catalog.romanian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_ro ALTER MAPPING FOR hword, hword_part, word WITH unaccent, romanian_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_en (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_ru (COPY = pg_catalog.russian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_ru ALTER MAPPING FOR hword, hword_part, word WITH unaccent, russian_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_it (COPY = pg_catalog.italian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_it ALTER MAPPING FOR hword, hword_part, word WITH unaccent, italian_stem;
