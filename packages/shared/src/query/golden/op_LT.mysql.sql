SELECT `V`.`id` AS `id`, `V`.`region` AS `region`, `V`.`amount` AS `amount`
FROM (
SELECT * FROM sales
) `V`
WHERE `V`.`amount` < ?
ORDER BY 1 ASC
LIMIT 1000 OFFSET 0;
-- params:
--   1: 100
