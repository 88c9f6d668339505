SELECT "V"."region" AS "region", SUM("V"."amount") AS "SUM(amount)"
FROM (
SELECT * FROM sales
) "V"
GROUP BY 1
HAVING SUM("V"."amount") > {p1:Int64} AND COUNT("V"."id") >= {p2:Int64} AND SUM("V"."amount" * "V"."quantity") < {p3:Int64}
ORDER BY AVG("V"."amount") DESC NULLS LAST
LIMIT 1000 OFFSET 0;
-- params:
--   1: 1000
--   2: 2
--   3: 1000000
