SELECT toYear("V"."order_date") * toInt64({p1:Int64}) + toMonth("V"."order_date") * toInt64({p2:Int64}) + toDayOfMonth("V"."order_date") + toQuarter("V"."order_date") + toISOWeek("V"."order_date") AS "d1", toHour("V"."order_date") + toMinute("V"."order_date") + toSecond("V"."order_date") + toDayOfWeek("V"."order_date") + toDayOfMonth("V"."order_date") + toDayOfYear("V"."order_date") AS "d2", CASE WHEN "V"."order_date" < parseDateTime64BestEffort({p3:String}, 3) THEN toStartOfQuarter("V"."order_date") ELSE toMonday("V"."order_date") END AS "d3", CASE WHEN now() > "V"."order_date" AND toStartOfYear(now()) > toDate("V"."order_date") THEN 1 ELSE 0 END AS "d4"
FROM (
SELECT * FROM sales
) "V"
WHERE CASE WHEN "V"."order_date" < parseDateTime64BestEffort({p4:String}, 3) THEN toStartOfQuarter("V"."order_date") ELSE toMonday("V"."order_date") END < parseDateTime64BestEffort({p5:String}, 3)
LIMIT 1000 OFFSET 0;
-- params:
--   1: 10000
--   2: 100
--   3: "2024-02-01"
--   4: "2024-02-01"
--   5: "2030-01-01 00:00:00"
