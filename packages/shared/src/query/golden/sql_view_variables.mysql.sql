SELECT `V`.`id` AS `id`, `V`.`region` AS `region`
FROM (
SELECT *
FROM sales
WHERE region IN (?, ?)
  AND amount >= ?
) `V`
WHERE `V`.`product` = ?
LIMIT 1000 OFFSET 0;
-- params:
--   1: "North"
--   2: "East"
--   3: 10
--   4: "Phone"
