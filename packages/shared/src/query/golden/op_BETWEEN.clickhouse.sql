SELECT "V"."id" AS "id", "V"."region" AS "region", "V"."amount" AS "amount"
FROM (
SELECT * FROM sales
) "V"
WHERE "V"."amount" BETWEEN {p1:Int64} AND {p2:Int64}
ORDER BY 1 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params:
--   1: 10
--   2: 100
