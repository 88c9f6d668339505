SELECT ABS(-"V"."amount") + ceil(("V"."amount" / NULLIF(toInt64({p1:Int64}), 0))) - FLOOR(("V"."amount" % NULLIF(toInt64({p2:Int64}), 0))) + trunc(toFloat64({p3:Float64})) AS "n1", round(SQRT(POWER("V"."quantity", toInt64({p4:Int64}))) * EXP(toInt64({p5:Int64})) + LN(toInt64({p6:Int64})) + SIGN(-"V"."id"), toInt32(toInt64({p7:Int64}))) + round(("V"."amount" / NULLIF(toInt64({p8:Int64}), 0))) AS "n2", ("V"."id" % NULLIF(toInt64({p9:Int64}), 0)) + DEGREES(RADIANS(toInt64({p10:Int64}))) + SIN(toInt64({p11:Int64})) + COS(toInt64({p12:Int64})) + TAN(toInt64({p13:Int64})) + ATAN(toInt64({p14:Int64})) + ACOS(toInt64({p15:Int64})) + ASIN(toInt64({p16:Int64})) + (1 / tan(toInt64({p17:Int64}))) AS "n3"
FROM (
SELECT * FROM sales
) "V"
LIMIT 1000 OFFSET 0;
-- params:
--   1: 3
--   2: 7
--   3: -2.5
--   4: 2
--   5: 0
--   6: 1
--   7: 1
--   8: 7
--   9: 3
--   10: 90
--   11: 0
--   12: 0
--   13: 0
--   14: 1
--   15: 1
--   16: 0
--   17: 1
