SELECT "V"."region" AS "region", CAST(NULL AS TEXT) AS "note", SUM(CAST(NULL AS REAL)) AS "SUM(amount)", MAX(CAST(NULL AS REAL) * "V"."quantity") AS "MAX(revenue)"
FROM (
SELECT * FROM sales
) "V"
WHERE CAST(NULL AS REAL) > ?
GROUP BY 1, 2
LIMIT 1000 OFFSET 0;
-- params:
--   1: 10
