SELECT CASE WHEN "V"."amount" >= toInt64({p1:Int64}) THEN toString({p2:String}) ELSE toString({p3:String}) END AS "size", toYear("V"."order_date") AS "order_year", SUM("V"."amount" * "V"."quantity") AS "SUM(revenue)", SUM("V"."amount" * "V"."quantity") AS "total_revenue", (SUM("V"."amount" * "V"."quantity") / NULLIF(SUM("V"."quantity"), 0)) AS "average_price"
FROM (
SELECT * FROM sales
) "V"
WHERE "V"."amount" * "V"."quantity" > {p4:Int64}
GROUP BY 1, 2
ORDER BY 4 DESC NULLS LAST
LIMIT 1000 OFFSET 0;
-- params:
--   1: 100
--   2: "big"
--   3: "small"
--   4: 0
