SELECT CONCAT_WS('', LOWER(`V`.`region`), ?, SUBSTRING(`V`.`product`, ?, ?), ?, CHAR_LENGTH(`V`.`product`)) AS `s1`, CONCAT_WS('', TRIM(LTRIM(RTRIM(REPLACE(COALESCE(`V`.`note`, ?), ?, ?)))), UPPER(SUBSTRING(`V`.`region`, ?))) AS `s2`
FROM (
SELECT * FROM sales
) `V`
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
