SELECT "V"."region" AS "region", CAST(NULL AS TEXT) AS "note", SUM(CAST(NULL AS NUMERIC)) AS "SUM(amount)", MAX(CAST(NULL AS NUMERIC) * "V"."quantity") AS "MAX(revenue)"
FROM (
SELECT * FROM sales
) "V"
WHERE CAST(NULL AS NUMERIC) > $1
GROUP BY 1, 2
LIMIT 1000 OFFSET 0;
-- params:
--   1: 10
