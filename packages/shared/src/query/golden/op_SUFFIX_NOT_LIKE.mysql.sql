SELECT `V`.`id` AS `id`, `V`.`region` AS `region`, `V`.`product` AS `product`
FROM (
SELECT * FROM sales
) `V`
WHERE `V`.`product` NOT LIKE ? ESCAPE '!'
ORDER BY 1 ASC
LIMIT 1000 OFFSET 0;
-- params:
--   1: "%one"
