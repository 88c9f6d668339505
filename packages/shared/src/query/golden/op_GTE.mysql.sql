SELECT `V`.`id` AS `id`, `V`.`region` AS `region`, `V`.`order_date` AS `order_date`
FROM (
SELECT * FROM sales
) `V`
WHERE `V`.`order_date` >= CAST(? AS DATETIME)
ORDER BY 1 ASC
LIMIT 1000 OFFSET 0;
-- params:
--   1: "2024-01-01 00:00:00"
