import { describe, expect, it } from 'vitest';
import { linkPresets } from './linkPresets';
import { renderTargetOf } from './renderLink';

describe('render links', () => {
  it('names the dashboard of a viz link with render=1, and nothing else', () => {
    expect(renderTargetOf('/organizations/o1/vizs/d1', '?render=1&region=East')).toEqual({ orgId: 'o1', dashboardId: 'd1' });
    expect(renderTargetOf('/organizations/o1/vizs/d1', '?region=East')).toBeUndefined();
    expect(renderTargetOf('/organizations/o1/vizs/d1', '?render=0')).toBeUndefined();
    expect(renderTargetOf('/organizations/o1/vizs', '?render=1')).toBeUndefined();
    expect(renderTargetOf('/organizations/o1/vizs/dashboards/d1/edit', '?render=1')).toBeUndefined();
  });

  it('presets controllers with every other parameter, repeated names kept', () => {
    expect(linkPresets(new URLSearchParams('render=1&region=East&region=West&city=Paris'))).toEqual([
      ['region', 'East'],
      ['region', 'West'],
      ['city', 'Paris'],
    ]);
  });
});
