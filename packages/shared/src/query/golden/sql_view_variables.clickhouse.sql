SELECT "V"."id" AS "id", "V"."region" AS "region"
FROM (
SELECT *
FROM sales
WHERE region IN ({p1:String}, {p2:String})
  AND amount >= {p3:Int64}
) "V"
WHERE "V"."product" = {p4:String}
LIMIT 1000 OFFSET 0;
-- params:
--   1: "North"
--   2: "East"
--   3: 10
--   4: "Phone"
