SELECT year("V"."order_date") * CAST($1 AS INTEGER) + month("V"."order_date") * CAST($2 AS INTEGER) + day("V"."order_date") + quarter("V"."order_date") + week("V"."order_date") AS "d1", hour("V"."order_date") + minute("V"."order_date") + second("V"."order_date") + isodow("V"."order_date") + day("V"."order_date") + dayofyear("V"."order_date") AS "d2", CASE WHEN "V"."order_date" < CAST($3 AS TIMESTAMP) THEN CAST(date_trunc('quarter', "V"."order_date") AS DATE) ELSE CAST(date_trunc('week', "V"."order_date") AS DATE) END AS "d3", CASE WHEN date_trunc('second', current_localtimestamp()) > "V"."order_date" AND CAST(date_trunc('year', date_trunc('second', current_localtimestamp())) AS DATE) > CAST(date_trunc('day', "V"."order_date") AS DATE) THEN 1 ELSE 0 END AS "d4"
FROM (
SELECT * FROM sales
) "V"
WHERE CASE WHEN "V"."order_date" < CAST($4 AS TIMESTAMP) THEN CAST(date_trunc('quarter', "V"."order_date") AS DATE) ELSE CAST(date_trunc('week', "V"."order_date") AS DATE) END < CAST($5 AS TIMESTAMP)
LIMIT 1000 OFFSET 0;
-- params:
--   1: 10000
--   2: 100
--   3: "2024-02-01"
--   4: "2024-02-01"
--   5: "2030-01-01 00:00:00"
