SELECT `V`.`id` AS `id`, `V`.`region` AS `region`, `V`.`quantity` AS `quantity`
FROM (
SELECT * FROM sales
) `V`
WHERE `V`.`quantity` <= ?
ORDER BY 1 ASC
LIMIT 1000 OFFSET 0;
-- params:
--   1: 3
