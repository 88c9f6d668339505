SELECT CASE WHEN "V"."amount" >= CAST($1 AS INTEGER) THEN CAST($2 AS TEXT) ELSE CAST($3 AS TEXT) END AS "size", CAST(EXTRACT(YEAR FROM CAST("V"."order_date" AS TIMESTAMP)) AS INTEGER) AS "order_year", SUM("V"."amount" * "V"."quantity") AS "SUM(revenue)", SUM("V"."amount" * "V"."quantity") AS "total_revenue", (CAST(SUM("V"."amount" * "V"."quantity") AS NUMERIC) / NULLIF(SUM("V"."quantity"), 0)) AS "average_price"
FROM (
SELECT * FROM sales
) "V"
WHERE "V"."amount" * "V"."quantity" > $4
GROUP BY 1, 2
ORDER BY 4 DESC NULLS LAST
LIMIT 1000 OFFSET 0;
-- params:
--   1: 100
--   2: "big"
--   3: "small"
--   4: 0
