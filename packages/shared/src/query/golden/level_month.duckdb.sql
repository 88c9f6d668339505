SELECT CAST(date_trunc('month', "V"."order_date") AS DATE) AS "MONTH(order_date)", SUM("V"."amount") AS "SUM(amount)"
FROM (
SELECT * FROM sales
) "V"
WHERE CAST(date_trunc('month', "V"."order_date") AS DATE) >= CAST($1 AS TIMESTAMP)
GROUP BY 1
ORDER BY 1 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params:
--   1: "2024-01-01 00:00:00"
