SELECT "V"."id" AS "id", "V"."region" AS "region"
FROM (
SELECT * FROM sales
) "V"
WHERE "V"."region" <> {p1:String}
ORDER BY 1 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params:
--   1: "North"
