ALTER TABLE "mail_outbox" ADD COLUMN "audience" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_path" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_name" text;