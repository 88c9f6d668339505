SELECT "V"."id" AS "id", "V"."order_date" AS "order_date"
FROM (
SELECT * FROM sales
) "V"
WHERE "V"."order_date" BETWEEN parseDateTime64BestEffort({p1:String}, 3) AND parseDateTime64BestEffort({p2:String}, 3)
ORDER BY 2 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params:
--   1: "2024-03-09 00:00:00"
--   2: "2024-03-15 23:59:59"
