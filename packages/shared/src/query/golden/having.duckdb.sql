SELECT "V"."region" AS "region", SUM("V"."amount") AS "SUM(amount)"
FROM (
SELECT * FROM sales
) "V"
GROUP BY 1
HAVING SUM("V"."amount") > $1 AND COUNT("V"."id") >= $2 AND SUM("V"."amount" * "V"."quantity") < $3
ORDER BY AVG("V"."amount") DESC NULLS LAST
LIMIT 1000 OFFSET 0;
-- params:
--   1: 1000
--   2: 2
--   3: 1000000
