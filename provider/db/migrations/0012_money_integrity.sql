CREATE TABLE "bonus_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_ledger_delta_nonzero" CHECK ("bonus_ledger"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_nonce" text;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_ledger_user_idx" ON "bonus_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_ledger_order_reason_idx" ON "bonus_ledger" USING btree ("order_id","reason");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_bonus_balance_non_negative" CHECK ("users"."bonus_balance" >= 0);--> statement-breakpoint
-- The balances kept so far become each user's opening ledger row, so that balance = sum of rows.
INSERT INTO "bonus_ledger" ("user_id", "delta", "reason") SELECT "id", "bonus_balance", 'opening' FROM "users" WHERE "bonus_balance" <> 0;--> statement-breakpoint
-- An order awaiting payment keeps its newest unused link as the live one; older links are void.
UPDATE "orders" SET "payment_nonce" = (
  SELECT "nonce" FROM "payment_tokens" WHERE "payment_tokens"."order_id" = "orders"."id" AND "used_at" IS NULL ORDER BY "expires_at" DESC LIMIT 1
) WHERE "status" = 'awaiting_payment';
