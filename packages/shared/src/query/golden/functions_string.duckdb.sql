SELECT CONCAT(LOWER("V"."region"), CAST($1 AS VARCHAR), SUBSTRING("V"."product", CAST(CAST($2 AS INTEGER) AS BIGINT), CAST(CAST($3 AS INTEGER) AS BIGINT)), CAST($4 AS VARCHAR), LENGTH("V"."product")) AS "s1", CONCAT(TRIM(LTRIM(RTRIM(REPLACE(COALESCE("V"."note", CAST($5 AS VARCHAR)), CAST($6 AS VARCHAR), CAST($7 AS VARCHAR))))), UPPER(SUBSTRING("V"."region", CAST(CAST($8 AS INTEGER) AS BIGINT)))) AS "s2"
FROM (
SELECT * FROM sales
) "V"
LIMIT 1000 OFFSET 0;
-- params:
--   1: "/"
--   2: 2
--   3: 3
--   4: "/"
--   5: " none "
--   6: "o"
--   7: "0"
--   8: 2
