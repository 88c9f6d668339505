import type { SourceNode, ViewNode } from '@redbi/shared/domain';

/**
 * The sample source a fresh install brings (SAMPLE_SOURCE, docs/configuration.md): a file source named
 * 'Sample: Chinook' whose tables are the CSV files of packages/server/sample-data/chinook.
 */
const SAMPLE_SOURCE_NAME = /^Sample: Chinook\b/;

/** The sample source, when the organisation has it and the caller may use it. */
export const findSampleSource = (sources: readonly SourceNode[]): SourceNode | undefined =>
  sources.find((source) => !source.isFolder && !source.archived && source.type === 'file' && SAMPLE_SOURCE_NAME.test(source.name) && source.privileges.includes('access'));

/** A view made before on the sample source under one of the names it is given (one per language). */
export const findSampleView = (views: readonly ViewNode[], sourceId: string, names: readonly string[]): ViewNode | undefined =>
  views.find((view) => !view.isFolder && !view.archived && view.sourceId === sourceId && names.includes(view.name) && view.privileges.includes('access'));
