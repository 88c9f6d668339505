SELECT "V"."id" AS "id", "V"."region" AS "region", "V"."amount" AS "amount"
FROM (
SELECT * FROM sales
) "V"
WHERE "V"."amount" < {p1:Int64}
ORDER BY 1 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params:
--   1: 100
