SELECT `V`.`region` AS `region`, CAST(NULL AS CHAR) AS `note`, SUM(CAST(NULL AS DECIMAL)) AS `SUM(amount)`, MAX(CAST(NULL AS DECIMAL) * `V`.`quantity`) AS `MAX(revenue)`
FROM (
SELECT * FROM sales
) `V`
WHERE CAST(NULL AS DECIMAL) > ?
GROUP BY 1, 2
LIMIT 1000 OFFSET 0;
-- params:
--   1: 10
