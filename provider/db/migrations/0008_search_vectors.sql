CREATE TABLE "search_documents" (
	"source" text NOT NULL,
	"ref_id" integer NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"kind_order" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"link" text NOT NULL,
	"price" integer,
	"unit" text,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_source_ref_id_locale_pk" PRIMARY KEY("source","ref_id","locale")
);
--> statement-breakpoint
CREATE INDEX "search_documents_ro_idx" ON "search_documents" USING gin ("document") WHERE locale = 'ro';--> statement-breakpoint
CREATE INDEX "search_documents_en_idx" ON "search_documents" USING gin ("document") WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_ru_idx" ON "search_documents" USING gin ("document") WHERE locale = 'ru';--> statement-breakpoint
CREATE INDEX "search_documents_it_idx" ON "search_documents" USING gin ("document") WHERE locale = 'it';--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_category_position_idx" ON "products" USING btree ("category_id","position","id");--> statement-breakpoint
CREATE INDEX "products_position_idx" ON "products" USING btree ("position","id");