SELECT toMonday("V"."order_date") AS "WEEK(order_date)", SUM("V"."amount") AS "SUM(amount)"
FROM (
SELECT * FROM sales
) "V"
WHERE toMonday("V"."order_date") >= parseDateTime64BestEffort({p1:String}, 3)
GROUP BY 1
ORDER BY 1 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params:
--   1: "2024-01-01 00:00:00"
