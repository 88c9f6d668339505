SELECT "V"."regions.manager" AS "regions.manager", SUM("V"."sales.amount") AS "SUM(sales.amount)"
FROM (
SELECT "sales"."id" AS "sales.id", "sales"."region" AS "sales.region", "sales"."amount" AS "sales.amount", "regions"."manager" AS "regions.manager"
FROM "sales" "sales"
INNER JOIN "regions" "regions" ON "sales"."region" = "regions"."name"
) "V"
GROUP BY 1
ORDER BY 1 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params: none
