CREATE TABLE "seo_keyphrases" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"path" text NOT NULL,
	"keyphrase" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "seo_keyphrases_page_idx" ON "seo_keyphrases" USING btree ("locale","path");