SELECT YEAR(`V`.`order_date`) * ? + MONTH(`V`.`order_date`) * ? + DAYOFMONTH(`V`.`order_date`) + QUARTER(`V`.`order_date`) + WEEK(`V`.`order_date`, 3) AS `d1`, HOUR(`V`.`order_date`) + MINUTE(`V`.`order_date`) + SECOND(`V`.`order_date`) + (WEEKDAY(`V`.`order_date`) + 1) + DAYOFMONTH(`V`.`order_date`) + DAYOFYEAR(`V`.`order_date`) AS `d2`, CASE WHEN `V`.`order_date` < CAST(? AS DATETIME) THEN (MAKEDATE(YEAR(`V`.`order_date`), 1) + INTERVAL (QUARTER(`V`.`order_date`) - 1) QUARTER) ELSE DATE_SUB(CAST(`V`.`order_date` AS DATE), INTERVAL WEEKDAY(`V`.`order_date`) DAY) END AS `d3`, CASE WHEN NOW() > `V`.`order_date` AND CAST(DATE_FORMAT(NOW(), '%Y-01-01') AS DATE) > CAST(`V`.`order_date` AS DATE) THEN 1 ELSE 0 END AS `d4`
FROM (
SELECT * FROM sales
) `V`
WHERE CASE WHEN `V`.`order_date` < CAST(? AS DATETIME) THEN (MAKEDATE(YEAR(`V`.`order_date`), 1) + INTERVAL (QUARTER(`V`.`order_date`) - 1) QUARTER) ELSE DATE_SUB(CAST(`V`.`order_date` AS DATE), INTERVAL WEEKDAY(`V`.`order_date`) DAY) END < CAST(? AS DATETIME)
LIMIT 1000 OFFSET 0;
-- params:
--   1: 10000
--   2: 100
--   3: "2024-02-01"
--   4: "2024-02-01"
--   5: "2030-01-01 00:00:00"
