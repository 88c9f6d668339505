SELECT `V`.`id` AS `id`, `V`.`order_date` AS `order_date`
FROM (
SELECT * FROM sales
) `V`
WHERE `V`.`order_date` BETWEEN CAST(? AS DATETIME) AND CAST(? AS DATETIME)
ORDER BY 2 ASC
LIMIT 1000 OFFSET 0;
-- params:
--   1: "2024-03-14 00:00:00"
--   2: "2024-03-14 23:59:59"
