import { describe, expect, it } from 'vitest';
import { creationParent, mayCreateViz, vizActionsOf } from './vizActionRules';
import { vizChart, vizDashboard, vizFolder } from './vizTestData';

describe('vizActionsOf', () => {
  it('offers a managed chart everything its status allows', () => {
    expect(vizActionsOf(vizChart('c1', 'Sales', null, 0, { status: 'unpublished' }))).toEqual(['open', 'edit', 'share', 'publish', 'archive', 'delete']);
    expect(vizActionsOf(vizChart('c1', 'Sales', null, 0, { status: 'published' }))).toEqual(['open', 'edit', 'share', 'unpublish', 'archive', 'delete']);
  });

  it('offers only opening a chart its user may view, and nothing on a folder it may not manage', () => {
    expect(vizActionsOf(vizChart('c1', 'Sales', null, 0, { privileges: ['view', 'download'] }))).toEqual(['open']);
    expect(vizActionsOf(vizFolder('f1', 'Reports', null, 0, ['view']))).toEqual([]);
  });

  it('offers a managed folder what folders do', () => {
    expect(vizActionsOf(vizFolder('f1', 'Reports', null, 0))).toEqual(['newChart', 'newDashboard', 'newFolder', 'rename', 'delete']);
  });

  it('offers a dashboard what a chart offers: editing it needs Manage', () => {
    expect(vizActionsOf(vizDashboard('d1', 'Overview', null, 0, { status: 'unpublished' }))).toEqual(['open', 'edit', 'share', 'publish', 'archive', 'delete']);
    expect(vizActionsOf(vizDashboard('d1', 'Overview', null, 0, { status: 'published' }))).toEqual(['open', 'edit', 'share', 'unpublish', 'archive', 'delete']);
    expect(vizActionsOf(vizDashboard('d1', 'Overview', null, 0, { privileges: ['view', 'share'], status: 'published' }))).toEqual(['open', 'share']);
    expect(vizActionsOf(vizDashboard('d1', 'Overview', null, 0, { privileges: ['view'], status: 'published' }))).toEqual(['open']);
  });
});

describe('creationParent', () => {
  const managed = vizFolder('f1', 'Reports', null, 0);
  const viewedFolder = vizFolder('f2', 'Shared', null, 1, ['view']);
  const viewedChart = vizChart('c1', 'Sales', null, 2, { privileges: ['view'] });

  it('creates in the folder in use when it is managed, else at the top when the top is managed', () => {
    expect(creationParent({ manageTop: ['viz'] }, [managed], managed)).toBe('f1');
    expect(creationParent({ manageTop: ['viz'] }, [managed, viewedFolder], viewedFolder)).toBeNull();
    expect(creationParent({}, [managed, viewedFolder], viewedFolder)).toBe('f1');
  });

  it('offers nothing to a member who manages neither the top nor a folder', () => {
    expect(creationParent({ manageTop: ['view'] }, [viewedFolder, viewedChart])).toBeUndefined();
    expect(mayCreateViz(undefined, [viewedFolder, viewedChart])).toBe(false);
    expect(mayCreateViz({}, [viewedChart, managed])).toBe(true);
    expect(mayCreateViz({ manageTop: ['viz'] }, [])).toBe(true);
  });
});
