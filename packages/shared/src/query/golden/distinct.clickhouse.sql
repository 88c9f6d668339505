SELECT DISTINCT "V"."region" AS "region"
FROM (
SELECT * FROM sales
) "V"
ORDER BY 1 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params: none
