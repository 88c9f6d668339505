SELECT "V"."region" AS "region", VAR_SAMP("V"."amount") + STDDEV_SAMP("V"."amount") + PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY "V"."amount") + COUNT(DISTINCT "V"."product") AS "spread"
FROM (
SELECT * FROM sales
) "V"
GROUP BY 1
LIMIT 1000 OFFSET 0;
-- params: none
