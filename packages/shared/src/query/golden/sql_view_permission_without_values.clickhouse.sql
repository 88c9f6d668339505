SELECT COUNT("V"."id") AS "COUNT(id)"
FROM (
SELECT * FROM sales WHERE 1=0 OR note = {p1:String}
) "V"
LIMIT 1000 OFFSET 0;
-- params:
--   1: "ann"
