SELECT `V`.`region` AS `region`, SUM(`V`.`amount`) AS `SUM(amount)`
FROM (
SELECT * FROM sales
) `V`
GROUP BY 1
HAVING SUM(`V`.`amount`) > ? AND COUNT(`V`.`id`) >= ? AND SUM(`V`.`amount` * `V`.`quantity`) < ?
ORDER BY AVG(`V`.`amount`) DESC
LIMIT 1000 OFFSET 0;
-- params:
--   1: 1000
--   2: 2
--   3: 1000000
