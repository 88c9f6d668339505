import { SQLDialect } from '@codemirror/lang-sql';

/** ClickHouse's clauses beyond standard SQL. */
const keywords = `select from where group by order limit offset having with as on using join inner left right full outer cross any all asof semi anti
  array join prewhere final sample settings format union intersect except distinct and or not in between like ilike is null true false case when then else end
  interval global local asc desc nulls first last totals rollup cube qualify window over partition rows range preceding following unbounded current row
  into outfile explain describe show tables databases columns create view if exists`;

/** Types, as written in CAST(… AS …) and {name:Type} placeholders. */
const types = `UInt8 UInt16 UInt32 UInt64 UInt128 UInt256 Int8 Int16 Int32 Int64 Int128 Int256 Float32 Float64 BFloat16 Decimal Decimal32 Decimal64 Decimal128 Decimal256
  Bool String FixedString UUID Date Date32 DateTime DateTime64 Enum8 Enum16 Array Tuple Map Nullable LowCardinality IPv4 IPv6 JSON Dynamic Variant Nothing`;

/** Common ClickHouse functions (the editor completes them; the server's checks decide what may run). */
const builtin = `count sum avg min max any anyLast argMin argMax uniq uniqExact uniqCombined groupArray groupUniqArray groupArrayInsertAt topK quantile quantiles
  quantileExact quantileTDigest median varSamp varPop stddevSamp stddevPop corr covarSamp covarPop sumIf countIf avgIf minIf maxIf uniqIf sumMap
  toStartOfYear toStartOfQuarter toStartOfMonth toStartOfWeek toMonday toStartOfDay toStartOfHour toStartOfMinute toStartOfFiveMinutes
  toStartOfFifteenMinutes toStartOfInterval toDate toDate32 toDateTime toDateTime64 toYear toQuarter toMonth toISOWeek toWeek toDayOfMonth
  toDayOfWeek toDayOfYear toHour toMinute toSecond toYYYYMM toYYYYMMDD toUnixTimestamp now now64 today yesterday dateDiff dateAdd dateSub
  addDays addMonths addYears subtractDays subtractMonths subtractYears formatDateTime parseDateTimeBestEffort parseDateTime64BestEffort
  parseDateTimeBestEffortOrNull toTimeZone timezone toString toInt8 toInt16 toInt32 toInt64 toUInt8 toUInt32 toUInt64 toFloat32 toFloat64
  toDecimal32 toDecimal64 toDecimal128 toInt64OrNull toFloat64OrNull toDateOrNull CAST accurateCastOrNull reinterpretAsString
  length lengthUTF8 lower upper lowerUTF8 upperUTF8 substring substringUTF8 concat concatWithSeparator trim trimBoth trimLeft trimRight
  replaceAll replaceOne replaceRegexpAll replaceRegexpOne position positionCaseInsensitive match extract extractAll like ilike splitByChar
  splitByString arrayStringConcat startsWith endsWith leftPad rightPad reverse format toValidUTF8 base64Encode base64Decode
  if multiIf ifNull nullIf coalesce isNull isNotNull assumeNotNull toNullable greatest least
  abs ceil floor round roundBankers trunc sqrt exp log ln log2 log10 pow power sign sin cos tan asin acos atan atan2 degrees radians pi e
  intDiv intDivOrZero modulo plus minus multiply divide negate
  array arrayJoin arrayMap arrayFilter arrayExists arrayAll arraySort arrayReverseSort arrayDistinct arrayConcat arrayElement has hasAll hasAny
  indexOf arraySlice arrayCount arraySum arrayAvg arrayMin arrayMax arrayEnumerate arrayUniq empty notEmpty range emptyArrayString
  tuple tupleElement map mapKeys mapValues mapContains JSONExtract JSONExtractString JSONExtractInt JSONExtractFloat JSONExtractBool
  JSONExtractRaw JSONHas JSONLength visitParamExtractString dictGet dictGetOrDefault dictHas cityHash64 sipHash64 xxHash64 murmurHash3_64
  MD5 SHA256 hex unhex generateUUIDv4 rand rand64 number numbers currentDatabase version uptime rowNumberInAllBlocks
  row_number rank dense_rank lag lead lagInFrame leadInFrame first_value last_value nth_value`;

/**
 * ClickHouse for the SQL editor: its keywords, types and common functions for completion, "quoted" and
 * `quoted` names, backslash escapes in strings, `#` and `--` comments.
 */
export const ClickHouseSQL = SQLDialect.define({
  keywords: keywords.replace(/\s+/g, ' ').trim(),
  types: types.replace(/\s+/g, ' ').trim(),
  builtin: builtin.replace(/\s+/g, ' ').trim(),
  backslashEscapes: true,
  hashComments: true,
  identifierQuotes: '"`',
  operatorChars: '*+-%<>!=&|/^~:',
  caseInsensitiveIdentifiers: false,
});
