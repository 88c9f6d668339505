SELECT "V"."region" AS "region", "V"."amount" AS "amount"
FROM (
SELECT * FROM sales
) "V"
GROUP BY 1, 2
ORDER BY 1 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params: none
