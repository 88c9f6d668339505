SELECT "V"."region" AS "region", CAST(NULL AS VARCHAR) AS "note", SUM(CAST(NULL AS DOUBLE)) AS "SUM(amount)", MAX(CAST(NULL AS DOUBLE) * "V"."quantity") AS "MAX(revenue)"
FROM (
SELECT * FROM sales
) "V"
WHERE CAST(NULL AS DOUBLE) > $1
GROUP BY 1, 2
LIMIT 1000 OFFSET 0;
-- params:
--   1: 10
