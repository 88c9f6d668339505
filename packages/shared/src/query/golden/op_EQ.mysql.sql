SELECT `V`.`id` AS `id`, `V`.`region` AS `region`
FROM (
SELECT * FROM sales
) `V`
WHERE `V`.`region` = ?
ORDER BY 1 ASC
LIMIT 1000 OFFSET 0;
-- params:
--   1: "North"
