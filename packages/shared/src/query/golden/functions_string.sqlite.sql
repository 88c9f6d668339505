SELECT CONCAT(LOWER("V"."region"), ?, SUBSTR("V"."product", ?, ?), ?, LENGTH("V"."product")) AS "s1", CONCAT(TRIM(LTRIM(RTRIM(REPLACE(COALESCE("V"."note", ?), ?, ?)))), UPPER(SUBSTR("V"."region", ?))) AS "s2"
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
