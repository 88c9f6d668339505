SELECT "V"."region" AS "region", MIN("V"."amount") AS "MIN(amount)"
FROM (
SELECT * FROM sales
) "V"
GROUP BY 1
ORDER BY 1 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params: none
