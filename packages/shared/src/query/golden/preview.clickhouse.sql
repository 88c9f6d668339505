SELECT *
FROM (
SELECT * FROM sales
) "V"
LIMIT 100;
-- params: none
