SELECT DATE_SUB(CAST(`V`.`order_date` AS DATE), INTERVAL WEEKDAY(`V`.`order_date`) DAY) AS `WEEK(order_date)`, SUM(`V`.`amount`) AS `SUM(amount)`
FROM (
SELECT * FROM sales
) `V`
WHERE DATE_SUB(CAST(`V`.`order_date` AS DATE), INTERVAL WEEKDAY(`V`.`order_date`) DAY) >= CAST(? AS DATETIME)
GROUP BY 1
ORDER BY 1 ASC
LIMIT 1000 OFFSET 0;
-- params:
--   1: "2024-01-01 00:00:00"
