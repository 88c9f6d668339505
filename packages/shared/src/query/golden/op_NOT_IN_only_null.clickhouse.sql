SELECT "V"."id" AS "id", "V"."region" AS "region", "V"."note" AS "note"
FROM (
SELECT * FROM sales
) "V"
WHERE "V"."note" IS NOT NULL
ORDER BY 1 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params: none
