import type { Dataframe } from '@redbi/shared/query';
import { describe, expect, it } from 'vitest';
import { controllerOptionsOf } from './controllerOptions';
import { controllerWidget, regionOptions } from './controllerTestData';
import { groupKey } from './facades/optionTree';

const frame = (columns: string[], rows: unknown[][]): Dataframe => ({
  columns: columns.map((name) => ({ name, type: 'string' })),
  rows,
  pageInfo: { pageNo: 1, pageSize: 1000 },
  cached: false,
});

const dataConfig = (parentFields: string[] = [], labelField?: string) =>
  controllerWidget('dropdownTree', { options: { source: 'data', viewId: 'v1', valueField: 'city', parentFields, ...(labelField ? { labelField } : {}) } }).config;

describe('the options a controller lists', () => {
  it('are the typed items of a static list, whatever the frame', () => {
    const config = controllerWidget('dropdownList', { options: { source: 'static', items: regionOptions } }).config;
    expect(controllerOptionsOf(config, frame(['value'], [['x']]))).toEqual(regionOptions);
  });

  it('are the rows of the options frame: value and label, nulls and repeats left out', () => {
    const options = controllerOptionsOf(dataConfig([], 'name'), frame(['value', 'label'], [['1', 'One'], [2, 'Two'], [null, 'None'], ['1', 'Again']]));
    expect(options).toEqual([{ value: '1', label: 'One' }, { value: '2', label: 'Two' }]);
    expect(controllerOptionsOf(dataConfig(), undefined)).toEqual([]);
  });

  it('take one parent field as each value’s parent', () => {
    expect(controllerOptionsOf(dataConfig(['manager']), frame(['value', 'parent_0'], [['dev', 'cto'], ['cto', null]]))).toEqual([{ value: 'dev', parent: 'cto' }, { value: 'cto' }]);
  });

  it('turn several parent fields into groups above the values', () => {
    const options = controllerOptionsOf(dataConfig(['country', 'province']), frame(['value', 'parent_0', 'parent_1'], [['Lyon', 'France', 'Rhône'], ['Nice', 'France', 'PACA'], ['Oslo', 'Norway', null]]));
    expect(options).toEqual([
      { value: groupKey(['France']), label: 'France' },
      { value: groupKey(['France', 'Rhône']), label: 'Rhône', parent: groupKey(['France']) },
      { value: 'Lyon', parent: groupKey(['France', 'Rhône']) },
      { value: groupKey(['France', 'PACA']), label: 'PACA', parent: groupKey(['France']) },
      { value: 'Nice', parent: groupKey(['France', 'PACA']) },
      { value: groupKey(['Norway']), label: 'Norway' },
      { value: 'Oslo', parent: groupKey(['Norway']) },
    ]);
  });
});
