SELECT (MAKEDATE(YEAR(`V`.`order_date`), 1) + INTERVAL (QUARTER(`V`.`order_date`) - 1) QUARTER) AS `QUARTER(order_date)`, SUM(`V`.`amount`) AS `SUM(amount)`
FROM (
SELECT * FROM sales
) `V`
WHERE (MAKEDATE(YEAR(`V`.`order_date`), 1) + INTERVAL (QUARTER(`V`.`order_date`) - 1) QUARTER) >= CAST(? AS DATETIME)
GROUP BY 1
ORDER BY 1 ASC
LIMIT 1000 OFFSET 0;
-- params:
--   1: "2024-01-01 00:00:00"
