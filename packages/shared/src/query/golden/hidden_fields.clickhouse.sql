SELECT "V"."region" AS "region", CAST(NULL AS Nullable(String)) AS "note", SUM(CAST(NULL AS Nullable(Float64))) AS "SUM(amount)", MAX(CAST(NULL AS Nullable(Float64)) * "V"."quantity") AS "MAX(revenue)"
FROM (
SELECT * FROM sales
) "V"
WHERE CAST(NULL AS Nullable(Float64)) > {p1:Int64}
GROUP BY 1, 2
LIMIT 1000 OFFSET 0;
-- params:
--   1: 10
