-- ADR 0037 (issue #19): at 100 000 products a listing in its default order (relevance, the
-- ORDER BY of catalog/repo orderOf) reads its page from this index instead of sorting every
-- product; the name order likewise.
CREATE INDEX "products_relevance_idx" ON "products" USING btree (("available" and "list_price" > 0) desc,"rating" desc nulls last,"evaluations" desc,"id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");
