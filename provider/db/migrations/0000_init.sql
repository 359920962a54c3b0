CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"image" text,
	"banner_image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"calculator_id" integer,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "footer_columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"slug" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"footer_column_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"indexing" boolean DEFAULT true NOT NULL,
	CONSTRAINT "info_pages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "menu_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"href" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_pages" ADD CONSTRAINT "info_pages_footer_column_id_footer_columns_id_fk" FOREIGN KEY ("footer_column_id") REFERENCES "public"."footer_columns"("id") ON DELETE set null ON UPDATE no action;