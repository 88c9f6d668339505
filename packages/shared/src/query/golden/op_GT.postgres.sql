SELECT "V"."id" AS "id", "V"."region" AS "region", "V"."amount" AS "amount"
FROM (
SELECT * FROM sales
) "V"
WHERE "V"."amount" > CAST($1 AS NUMERIC)
ORDER BY 1 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params:
--   1: 99.5
