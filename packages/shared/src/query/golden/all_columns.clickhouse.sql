SELECT "V"."id" AS "id", "V"."region" AS "region", "V"."product" AS "product", "V"."amount" AS "amount", "V"."quantity" AS "quantity", "V"."order_date" AS "order_date", CAST(NULL AS Nullable(String)) AS "note"
FROM (
SELECT * FROM sales
) "V"
LIMIT 5 OFFSET 0;
-- params: none
