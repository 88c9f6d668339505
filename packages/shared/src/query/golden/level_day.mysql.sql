SELECT CAST(`V`.`order_date` AS DATE) AS `DAY(order_date)`, SUM(`V`.`amount`) AS `SUM(amount)`
FROM (
SELECT * FROM sales
) `V`
WHERE CAST(`V`.`order_date` AS DATE) >= CAST(? AS DATETIME)
GROUP BY 1
ORDER BY 1 ASC
LIMIT 1000 OFFSET 0;
-- params:
--   1: "2024-01-01 00:00:00"
