SELECT CASE WHEN "V"."amount" >= ? THEN ? ELSE ? END AS "size", CAST(strftime('%Y', "V"."order_date") AS INTEGER) AS "order_year", SUM("V"."amount" * "V"."quantity") AS "SUM(revenue)", SUM("V"."amount" * "V"."quantity") AS "total_revenue", (CAST(SUM("V"."amount" * "V"."quantity") AS REAL) / NULLIF(SUM("V"."quantity"), 0)) AS "average_price"
FROM (
SELECT * FROM sales
) "V"
WHERE "V"."amount" * "V"."quantity" > ?
GROUP BY 1, 2
ORDER BY 4 DESC NULLS LAST
LIMIT 1000 OFFSET 0;
-- params:
--   1: 100
--   2: "big"
--   3: "small"
--   4: 0
