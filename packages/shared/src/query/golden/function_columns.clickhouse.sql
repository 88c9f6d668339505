SELECT concat(ifNull(toString(UPPER("V"."region")), ''), ifNull(toString(toString({p1:String})), ''), ifNull(toString("V"."product"), '')) AS "label", round("V"."amount" * toFloat64({p2:Float64}), toInt32(toInt64({p3:Int64}))) AS "discounted", CASE WHEN round("V"."amount" * toFloat64({p4:Float64}), toInt32(toInt64({p5:Int64}))) > toInt64({p6:Int64}) AND "V"."note" IS NOT NULL OR "V"."product" = toString({p7:String}) THEN 1 ELSE 0 END AS "flagged"
FROM (
SELECT * FROM sales
) "V"
ORDER BY 2 ASC NULLS FIRST
LIMIT 1000 OFFSET 0;
-- params:
--   1: " - "
--   2: 0.9
--   3: 2
--   4: 0.9
--   5: 2
--   6: 50
--   7: "Phone"
