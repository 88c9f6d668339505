SELECT CAST(strftime('%Y', "V"."order_date") AS INTEGER) * ? + CAST(strftime('%m', "V"."order_date") AS INTEGER) * ? + CAST(strftime('%d', "V"."order_date") AS INTEGER) + ((CAST(strftime('%m', "V"."order_date") AS INTEGER) + 2) / 3) + ((CAST(strftime('%j', date("V"."order_date", '-3 days', 'weekday 4')) AS INTEGER) - 1) / 7 + 1) AS "d1", CAST(strftime('%H', "V"."order_date") AS INTEGER) + CAST(strftime('%M', "V"."order_date") AS INTEGER) + CAST(strftime('%S', "V"."order_date") AS INTEGER) + (((CAST(strftime('%w', "V"."order_date") AS INTEGER) + 6) % 7) + 1) + CAST(strftime('%d', "V"."order_date") AS INTEGER) + CAST(strftime('%j', "V"."order_date") AS INTEGER) AS "d2", CASE WHEN datetime("V"."order_date") < datetime(?) THEN date("V"."order_date", 'start of month', '-' || ((CAST(strftime('%m', "V"."order_date") AS INTEGER) - 1) % 3) || ' months') ELSE date("V"."order_date", '-' || ((CAST(strftime('%w', "V"."order_date") AS INTEGER) + 6) % 7) || ' days') END AS "d3", CASE WHEN datetime(datetime('now', 'localtime')) > datetime("V"."order_date") AND datetime(date(datetime('now', 'localtime'), 'start of year')) > datetime(date("V"."order_date")) THEN 1 ELSE 0 END AS "d4"
FROM (
SELECT * FROM sales
) "V"
WHERE datetime(CASE WHEN datetime("V"."order_date") < datetime(?) THEN date("V"."order_date", 'start of month', '-' || ((CAST(strftime('%m', "V"."order_date") AS INTEGER) - 1) % 3) || ' months') ELSE date("V"."order_date", '-' || ((CAST(strftime('%w', "V"."order_date") AS INTEGER) + 6) % 7) || ' days') END) < datetime(?)
LIMIT 1000 OFFSET 0;
-- params:
--   1: 10000
--   2: 100
--   3: "2024-02-01"
--   4: "2024-02-01"
--   5: "2030-01-01 00:00:00"
