SELECT CONCAT_WS('', UPPER(`V`.`region`), ?, `V`.`product`) AS `label`, ROUND(`V`.`amount` * ?, ?) AS `discounted`, CASE WHEN ROUND(`V`.`amount` * ?, ?) > ? AND `V`.`note` IS NOT NULL OR `V`.`product` = ? THEN 1 ELSE 0 END AS `flagged`
FROM (
SELECT * FROM sales
) `V`
ORDER BY 2 ASC
LIMIT 1000 OFFSET 0;
-- params:
--   1: " - "
--   2: 0.9
--   3: 2
--   4: 0.9
--   5: 2
--   6: 50
--   7: "Phone"
