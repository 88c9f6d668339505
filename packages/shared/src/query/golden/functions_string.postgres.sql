SELECT CONCAT(LOWER("V"."region"), CAST($1 AS TEXT), SUBSTR(CAST("V"."product" AS TEXT), CAST(CAST($2 AS INTEGER) AS INTEGER), CAST(CAST($3 AS INTEGER) AS INTEGER)), CAST($4 AS TEXT), CHAR_LENGTH("V"."product")) AS "s1", CONCAT(TRIM(LTRIM(RTRIM(REPLACE(COALESCE("V"."note", CAST($5 AS TEXT)), CAST($6 AS TEXT), CAST($7 AS TEXT))))), UPPER(SUBSTR(CAST("V"."region" AS TEXT), CAST(CAST($8 AS INTEGER) AS INTEGER)))) AS "s2"
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
