SELECT concat(ifNull(toString(LOWER("V"."region")), ''), ifNull(toString(toString({p1:String})), ''), ifNull(toString(substringUTF8("V"."product", toInt64(toInt64({p2:Int64})), toInt64(toInt64({p3:Int64})))), ''), ifNull(toString(toString({p4:String})), ''), ifNull(toString(lengthUTF8("V"."product")), '')) AS "s1", concat(ifNull(toString(TRIM(LTRIM(RTRIM(REPLACE(COALESCE("V"."note", toString({p5:String})), toString({p6:String}), toString({p7:String})))))), ''), ifNull(toString(UPPER(substringUTF8("V"."region", toInt64(toInt64({p8:Int64}))))), '')) AS "s2"
FROM (
SELECT * FROM sales
) "V"
LIMIT 1000 OFFSET 0;
-- params:
--   1: "/"
--   2: 2
--   3: 3
--   4: "/"
--   5: " none "
--   6: "o"
--   7: "0"
--   8: 2
