export * from './compileTypes';
export * from './functionInfo';
export * from './querySpec';
export { compilePreview, compileQuery, compileWholeQuery } from './compileQuery';
export { checkComputedFields, checkExpression, functionCatalogue, type ExpressionField } from './expressions/checkExpression';
export { groupFieldPaths, type FieldPathGroup, type PathField } from './groupFieldPaths';
export { formatTimestamp, resolveRecommendedRange, resolveRelativeTime } from './relativeTime';
export { booleanValue, dateTextParts, isDateText, isDecimalText, numberValue, zonedDateValue } from './valueChecks';
export { checkSqlView, renderSqlView, sqlViewDatabaseCheck, type SqlViewDatabaseCheck } from './sqlView';
