SELECT "V"."id" AS "id", "V"."order_date" AS "order_date"
FROM (
SELECT * FROM sales
) "V"
WHERE "V"."order_date" >= parseDateTime64BestEffort({p1:String}, 3)
ORDER BY 2 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params:
--   1: "2024-03-08 10:30:45"
