SELECT "V"."id" AS "id", "V"."region" AS "region", "V"."product" AS "product"
FROM (
SELECT * FROM sales
) "V"
WHERE 1=1
ORDER BY 1 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params: none
