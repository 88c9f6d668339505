SELECT ABS(-"V"."amount") + CEILING((CAST("V"."amount" AS REAL) / NULLIF(?, 0))) - FLOOR(MOD("V"."amount", NULLIF(?, 0))) + TRUNC(?) AS "n1", ROUND(SQRT(POWER("V"."quantity", ?)) * EXP(?) + LN(?) + SIGN(-"V"."id"), ?) + ROUND((CAST("V"."amount" AS REAL) / NULLIF(?, 0))) AS "n2", MOD("V"."id", NULLIF(?, 0)) + DEGREES(RADIANS(?)) + SIN(?) + COS(?) + TAN(?) + ATAN(?) + ACOS(?) + ASIN(?) + (1.0 / TAN(?)) AS "n3"
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
