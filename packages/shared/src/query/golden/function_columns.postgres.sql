SELECT CONCAT(UPPER("V"."region"), CAST($1 AS TEXT), "V"."product") AS "label", ROUND(CAST("V"."amount" * CAST($2 AS NUMERIC) AS NUMERIC), CAST(CAST($3 AS INTEGER) AS INTEGER)) AS "discounted", CASE WHEN ROUND(CAST("V"."amount" * CAST($4 AS NUMERIC) AS NUMERIC), CAST(CAST($5 AS INTEGER) AS INTEGER)) > CAST($6 AS INTEGER) AND "V"."note" IS NOT NULL OR "V"."product" = CAST($7 AS TEXT) THEN 1 ELSE 0 END AS "flagged"
FROM (
SELECT * FROM sales
) "V"
ORDER BY 2 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params:
--   1: " - "
--   2: 0.9
--   3: 2
--   4: 0.9
--   5: 2
--   6: 50
--   7: "Phone"
