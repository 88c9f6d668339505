SELECT "V"."id" AS "id", "V"."region" AS "region", "V"."amount" AS "amount"
FROM (
SELECT * FROM sales
) "V"
WHERE "V"."amount" > toFloat64({p1:Float64})
ORDER BY 1 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params:
--   1: 99.5
