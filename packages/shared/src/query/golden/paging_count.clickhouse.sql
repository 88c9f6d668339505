SELECT "V"."id" AS "id", "V"."product" AS "Product name"
FROM (
SELECT * FROM sales
) "V"
WHERE "V"."amount" > {p1:Int64}
ORDER BY 1 DESC NULLS LAST
LIMIT 20 OFFSET 40;
-- params:
--   1: 10

-- count:
SELECT COUNT(*)
FROM (
SELECT "V"."id" AS "id", "V"."product" AS "Product name"
FROM (
SELECT * FROM sales
) "V"
WHERE "V"."amount" > {p1:Int64}
) "C";
-- params:
--   1: 10
