-- Issue #33 F14 (ADR 0047): a 'paid' event of another amount puts the order in review (EM_ANALISE)
-- and the sandbox refunds the amount received, once per charge (refunded_amount).
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "refunded_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('AGUARDANDO_PAGAMENTO', 'EM_ANALISE', 'PAGO', 'FATURADO', 'ENVIADO', 'ENTREGUE', 'CANCELADO'));
