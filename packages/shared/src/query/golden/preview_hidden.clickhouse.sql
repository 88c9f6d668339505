SELECT "V"."id" AS "id", "V"."region" AS "region", "V"."product" AS "product", CAST(NULL AS Nullable(Float64)) AS "amount", "V"."quantity" AS "quantity", "V"."order_date" AS "order_date", "V"."note" AS "note"
FROM (
SELECT * FROM sales
) "V"
LIMIT 1000;
-- params: none
