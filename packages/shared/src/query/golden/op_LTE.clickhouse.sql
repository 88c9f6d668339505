SELECT "V"."id" AS "id", "V"."region" AS "region", "V"."quantity" AS "quantity"
FROM (
SELECT * FROM sales
) "V"
WHERE "V"."quantity" <= {p1:Int64}
ORDER BY 1 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params:
--   1: 3
