SELECT CAST(DATE_FORMAT(`V`.`order_date`, '%Y-%m-01') AS DATE) AS `MONTH(order_date)`, SUM(`V`.`amount`) AS `SUM(amount)`
FROM (
SELECT * FROM sales
) `V`
WHERE CAST(DATE_FORMAT(`V`.`order_date`, '%Y-%m-01') AS DATE) >= CAST(? AS DATETIME)
GROUP BY 1
ORDER BY 1 ASC
LIMIT 1000 OFFSET 0;
-- params:
--   1: "2024-01-01 00:00:00"
