import type { OrgScheduleRun, Schedule, ScheduleNode, ScheduleRun, StoryboardNode, VizNode } from '@redbi/shared/domain';

/** A folder, a stopped e-mail schedule in it, and a started robot schedule at the top. */
export const scheduleNode = (node: Partial<ScheduleNode> & Pick<ScheduleNode, 'id' | 'name'>): ScheduleNode => ({
  parentId: null,
  index: 0,
  isFolder: false,
  type: 'EMAIL',
  status: 'stopped',
  archived: false,
  privileges: ['manage'],
  ...node,
});

export const reports = scheduleNode({ id: 'f1', name: 'Reports', isFolder: true, type: null, status: null });
export const weekly = scheduleNode({ id: 's1', name: 'Weekly sales', parentId: 'f1' });
export const robot = scheduleNode({ id: 's2', name: 'Daily robot', index: 1, type: 'WEBHOOK', status: 'started' });
export const scheduleTree: ScheduleNode[] = [reports, weekly, robot];

export const scheduleOf = (node: ScheduleNode, changes: Partial<Schedule> = {}): Schedule => ({
  ...node,
  orgId: 'o1',
  description: '',
  cronExpression: '0 8 * * 1',
  timeZone: 'Europe/Berlin',
  startAt: null,
  endAt: null,
  config:
    node.type === 'WEBHOOK'
      ? { robot: 'feishu', url: 'https://open.feishu.cn/open-apis/bot/v2/hook/abc', fileType: 'image', pictureWidth: 1920, secretSet: true }
      : { to: ['ada@example.com'], cc: [], bcc: [], subject: 'Weekly sales', theme: 'light', fileTypes: ['image'], pictureWidth: 1920, body: '<p>Hello</p>' },
  contents: [{ vizType: 'dashboard', vizId: 'd1' }],
  ownerId: 'u1',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  ...changes,
});

const vizNode = (node: Partial<VizNode> & Pick<VizNode, 'id' | 'name' | 'kind'>): VizNode => ({
  parentId: null,
  index: 0,
  isFolder: node.kind === 'folder',
  status: 'published',
  privileges: ['view', 'download', 'share', 'manage'],
  updatedAt: '2026-11-01T00:00:00Z',
  ...node,
});

export const vizTree: VizNode[] = [
  vizNode({ id: 'vf', name: 'Sales', kind: 'folder' }),
  vizNode({ id: 'd1', name: 'Sales dashboard', kind: 'dashboard', parentId: 'vf' }),
  vizNode({ id: 'c1', name: 'Revenue chart', kind: 'chart', chartType: 'cluster-column', parentId: 'vf', index: 1 }),
  vizNode({ id: 'c2', name: 'Hidden chart', kind: 'chart', chartType: 'cluster-column', privileges: [] }),
];

export const storyboards: StoryboardNode[] = [{ id: 'b1', name: 'Quarter story', status: 'published', index: 0, pageCount: 2, privileges: ['view'], updatedAt: '2026-11-01T00:00:00Z' }];

export const runs: ScheduleRun[] = [
  {
    id: 'r3',
    dueAt: '2026-11-30T08:00:00.000Z',
    startedAt: '2026-11-30T08:00:00.000Z',
    finishedAt: '2026-11-30T08:00:04.200Z',
    status: 'partly_failed',
    trigger: 'timetable',
    attempts: 1,
    detail: {
      timeZone: 'Europe/Berlin',
      items: [{ vizType: 'dashboard', vizId: 'd1', name: 'Sales dashboard', files: ['image'] }],
      missing: [{ vizType: 'chart', vizId: 'c9', name: 'Old chart', reason: 'The chart no longer exists' }],
      sent: [{ channel: 'email', to: ['ada@example.com', 'bo@example.com'], cc: ['cy@example.com'], bcc: [], messageId: '<m3@example.com>', at: '2026-11-30T08:00:04.000Z' }],
    },
    error: 'Old chart: The chart no longer exists',
  },
  {
    id: 'r2',
    dueAt: '2026-11-23T08:00:00.000Z',
    startedAt: '2026-11-23T08:00:00.000Z',
    finishedAt: '2026-11-23T08:01:30.000Z',
    status: 'failed',
    trigger: 'now',
    attempts: 3,
    detail: { timeZone: 'Europe/Berlin' },
    error: 'SMTP: 550 No such mailbox\n    at deliver (mail.ts:12)',
  },
  { id: 'r1', dueAt: '2026-11-16T08:00:00.000Z', startedAt: null, finishedAt: null, status: 'skipped', trigger: 'timetable', attempts: 0, detail: { skipped: 'Every node was down' }, error: null },
];

export const orgRuns: OrgScheduleRun[] = [
  { ...runs[0]!, scheduleId: 's1', scheduleName: 'Weekly sales', scheduleType: 'EMAIL' },
  {
    id: 'r9',
    dueAt: '2026-11-29T07:00:00.000Z',
    startedAt: '2026-11-29T07:00:00.000Z',
    finishedAt: '2026-11-29T07:00:01.000Z',
    status: 'succeeded',
    trigger: 'test',
    attempts: 1,
    detail: { sent: [{ channel: 'robot', robot: 'feishu', host: 'open.feishu.cn', messages: 2, at: '2026-11-29T07:00:01.000Z' }] },
    error: null,
    scheduleId: 's2',
    scheduleName: 'Daily robot',
    scheduleType: 'WEBHOOK',
  },
];
