SELECT ABS(-"V"."amount") + CEIL(("V"."amount" / NULLIF(CAST($1 AS INTEGER), 0))) - FLOOR(("V"."amount" % NULLIF(CAST($2 AS INTEGER), 0))) + TRUNC(CAST($3 AS DOUBLE)) AS "n1", ROUND(SQRT(POWER("V"."quantity", CAST($4 AS INTEGER))) * EXP(CAST($5 AS INTEGER)) + LN(CAST($6 AS INTEGER)) + SIGN(-"V"."id"), CAST(CAST($7 AS INTEGER) AS INTEGER)) + ROUND(("V"."amount" / NULLIF(CAST($8 AS INTEGER), 0))) AS "n2", ("V"."id" % NULLIF(CAST($9 AS INTEGER), 0)) + DEGREES(RADIANS(CAST($10 AS INTEGER))) + SIN(CAST($11 AS INTEGER)) + COS(CAST($12 AS INTEGER)) + TAN(CAST($13 AS INTEGER)) + ATAN(CAST($14 AS INTEGER)) + ACOS(CAST($15 AS INTEGER)) + ASIN(CAST($16 AS INTEGER)) + COT(CAST($17 AS INTEGER)) AS "n3"
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
