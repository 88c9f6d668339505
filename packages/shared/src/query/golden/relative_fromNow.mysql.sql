SELECT `V`.`id` AS `id`, `V`.`order_date` AS `order_date`
FROM (
SELECT * FROM sales
) `V`
WHERE `V`.`order_date` <= CAST(? AS DATETIME)
ORDER BY 2 ASC
LIMIT 1000 OFFSET 0;
-- params:
--   1: "2024-03-29 10:30:45"
