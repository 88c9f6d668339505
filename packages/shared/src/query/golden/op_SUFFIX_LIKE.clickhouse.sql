SELECT "V"."id" AS "id", "V"."region" AS "region", "V"."product" AS "product"
FROM (
SELECT * FROM sales
) "V"
WHERE "V"."product" ILIKE {p1:String} ESCAPE '!'
ORDER BY 1 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params:
--   1: "%one"
