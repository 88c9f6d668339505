import { checkSettings, type ChartDefinition } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { checkExpression, type ExpressionField } from '@redbi/shared/query';
import { connectorTypes, type Dialect, type SourceType } from '@redbi/shared/sources';
import type { z } from 'zod';
import { InvalidInputError } from '../invalidInput';
import { hiddenFieldsFor, modelWithout } from '../views/columnVisibility';
import type { QueryableView } from '../views/queryableView';

/** What a chart's computed fields are checked against: the fields of the view its author sees, and the source's dialect. */
export interface ChartViewScope {
  fields: readonly ExpressionField[];
  dialect: Dialect;
}

/** The scope of a view the author may query: its columns and computed fields but those hidden from them. */
export function chartViewScopeOf(view: QueryableView): ChartViewScope {
  const { model } = view.definition;
  const visible = modelWithout(model, hiddenFieldsFor(view.actor, view.columnPermissions, model));
  const fields: ExpressionField[] = [
    ...visible.columns.map(({ name, type }) => ({ name, type })),
    ...visible.computedFields.map(({ name, type, expression }) => ({ name, type, expression })),
  ];
  return { fields, dialect: connectorTypes[view.source.type as SourceType].dialect };
}

type Issue = z.core.$ZodIssue;

/** Every section of the config is one of the type's ('The chart type "x" has no data section "y"'). */
function checkSections(definition: ChartDefinition, config: ChartConfig): void {
  const known = new Set(definition.sections.map((section) => section.key));
  const unknown = Object.keys(config.sections).find((key) => !known.has(key));
  if (unknown !== undefined) {
    throw new AppError('VALIDATION', { messageKey: 'validation.chartSection', params: { type: definition.id, section: unknown } });
  }
}

/** The settings against the type's schema (of the stored settings version, migrated), at their path in the body. */
function checkChartSettings(definition: ChartDefinition, config: ChartConfig): void {
  const checked = checkSettings(definition, config.settings, config.settingsVersion);
  if (!checked.success) {
    throw new InvalidInputError(checked.error.issues.map((issue): Issue => ({ ...issue, path: ['config', 'settings', ...issue.path] }) as Issue));
  }
}

/**
 * The chart's own computed fields: names unique and apart from the view's fields (spec §5 'Computed field
 * name must be unique'), then each expression against the view's fields, the chart's other computed fields
 * and the source's dialect. A wrong expression answers EXPRESSION_INVALID at its position, naming the field.
 */
function checkComputedFields(config: ChartConfig, scope: ChartViewScope): void {
  const taken = new Set(scope.fields.map((field) => field.name));
  const issues: Issue[] = [];
  config.computedFields.forEach((field, index) => {
    if (taken.has(field.name)) {
      issues.push({ code: 'custom', message: 'validation.uniqueComputedField', path: ['config', 'computedFields', index, 'name'], input: field.name });
    }
    taken.add(field.name);
  });
  if (issues.length > 0) throw new InvalidInputError(issues);
  const fields = [...scope.fields, ...config.computedFields];
  config.computedFields.forEach((field, index) => {
    try {
      checkExpression(field.expression, fields, scope.dialect, field.name);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'EXPRESSION_INVALID') throw error;
      const details = { ...(error.details as object), field: `config.computedFields.${index}.expression` };
      throw new AppError('EXPRESSION_INVALID', { messageKey: error.messageKey, params: error.params, details });
    }
  });
}

/**
 * What a save checks before it writes (the request schema has checked the document's shape): every section
 * belongs to the chart type, the settings fit the type's schema, and the computed fields are sound. The
 * type's field requirements ('only allows number N') are not checked: the workbench saves work in
 * progress, and such a chart draws the requirement's message where it would be.
 */
export function checkChartConfig(definition: ChartDefinition, config: ChartConfig, scope: ChartViewScope): void {
  checkSections(definition, config);
  checkChartSettings(definition, config);
  checkComputedFields(config, scope);
}
