import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ownerAbilities } from '../../testing/abilities';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { SchedulesPage } from './SchedulesPage';
import { orgRuns, robot, runs, scheduleOf, scheduleTree, storyboards, vizTree, weekly } from './scheduleTestData';

const routes = [{ path: '/organizations/:orgId/schedules/*', element: <SchedulesPage /> }];
const nextRuns = { timeZone: 'Europe/Berlin', runs: ['2026-11-30T09:00:00+01:00', '2026-12-07T09:00:00+01:00'] };

function serve(answers: Record<string, unknown> = {}) {
  const fetchStub = vi.fn(
    answerApi({
      '/orgs/o1/abilities': ownerAbilities,
      'GET /orgs/o1/schedules': scheduleTree,
      'GET /orgs/o1/schedules/s1': scheduleOf(weekly),
      'GET /orgs/o1/schedules/s2': scheduleOf(robot),
      'GET /orgs/o1/schedules/s1/runs': runs,
      'GET /orgs/o1/schedules/runs?page=1&pageSize=20': { items: orgRuns, total: 2 },
      'GET /orgs/o1/schedules/runs?page=1&pageSize=20&status=failed': { items: [], total: 0 },
      'GET /orgs/o1/vizs': vizTree,
      'GET /orgs/o1/storyboards': storyboards,
      'POST /orgs/o1/schedules/next-runs': nextRuns,
      'POST /orgs/o1/schedules/check-name': { taken: false },
      ...answers,
    }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const tree = () => screen.findByRole('tree', { name: 'Schedules' });

describe('SchedulesPage', { timeout: 60_000 }, () => {
  it('shows the tree with each schedule’s status and, on landing, the organisation’s run history by status', async () => {
    const fetchStub = serve();
    renderWithProviders(routes, '/organizations/o1/schedules');
    const treeElement = await tree();
    expect(within(treeElement).getByText('Daily robot')).toBeTruthy();
    expect(within(treeElement).getByText('Started')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Schedules - AllRedBI'));

    const history = await screen.findByRole('table');
    expect(await within(history).findByText('Weekly sales')).toBeTruthy();
    expect(within(history).getByText('Partly failed')).toBeTruthy();
    expect(within(history).getByText('Succeeded')).toBeTruthy();
    expect(within(history).getByText('Feishu / Lark · 2 messages')).toBeTruthy();
    expect(within(history).getByText('3 recipients · 1 missing')).toBeTruthy();

    fireEvent.click(screen.getByText('Failed'));
    expect(await screen.findByText('No run has this status.')).toBeTruthy();
    expect(fetchStub.mock.calls.some(([url]) => String(url).endsWith('/schedules/runs?page=1&pageSize=20&status=failed'))).toBe(true);
  });

  it('edits a stopped e-mail schedule: its settings, the next runs previewed, addresses checked, and saves', async () => {
    const fetchStub = serve({ 'PUT /orgs/o1/schedules/s1': scheduleOf(weekly, { updatedAt: '2026-11-02T00:00:00Z' }) });
    renderWithProviders(routes, '/organizations/o1/schedules/s1');
    expect(await screen.findByRole('heading', { name: /Weekly sales/ })).toBeTruthy();
    expect((await screen.findByLabelText('Name') as HTMLInputElement).value).toBe('Weekly sales');
    // The preview, in the schedule's zone and in plain words.
    expect(await screen.findByText('Mon 30 Nov 2026, 09:00 (Europe/Berlin)')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/schedules/next-runs', 'POST')[0]).toEqual({ cronExpression: '0 8 * * 1', timeZone: 'Europe/Berlin', startAt: null, endAt: null });
    expect(await screen.findByText('Sales dashboard')).toBeTruthy();

    const to = screen.getByRole('combobox', { name: 'To' });
    fireEvent.change(to, { target: { value: 'not-an-address,' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Invalid email addresses')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/schedules/s1', 'PUT')).toEqual([]);

    const badTag = screen.getByText('not-an-address').closest('.ant-tag') as HTMLElement;
    expect(badTag.getAttribute('title')).toBe('Not an e-mail address');
    fireEvent.click(badTag.querySelector('.ant-tag-close-icon') as Element);
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Sales this week' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/schedules/s1', 'PUT')).toHaveLength(1));
    expect(bodiesSentTo(fetchStub, '/orgs/o1/schedules/s1', 'PUT')[0]).toMatchObject({
      type: 'EMAIL',
      name: 'Weekly sales',
      cronExpression: '0 8 * * 1',
      timeZone: 'Europe/Berlin',
      contents: [{ vizType: 'dashboard', vizId: 'd1' }],
      config: { to: ['ada@example.com'], subject: 'Sales this week', theme: 'light', fileTypes: ['image'], pictureWidth: 1920, body: '<p>Hello</p>' },
    });
    expect(await screen.findByText('Schedule saved')).toBeTruthy();
  });

  it('says a name is taken as it is typed, and shows the server’s message for a bad cron expression', async () => {
    serve({
      'POST /orgs/o1/schedules/check-name': { taken: true },
      'POST /orgs/o1/schedules/next-runs': apiError(400, 'INVALID_INPUT', 'Invalid input', { cronExpression: 'Invalid cron expression: use 5 fields' }),
    });
    renderWithProviders(routes, '/organizations/o1/schedules/s1');
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Monthly' } });
    expect(await screen.findByText('A schedule named "Monthly" already exists')).toBeTruthy();
    expect(await screen.findByText('Invalid cron expression: use 5 fields')).toBeTruthy();
  });

  it('shows a started schedule read-only with a Stop button, and its robot secret only as set', async () => {
    const fetchStub = serve({ 'POST /orgs/o1/schedules/s2/stop': { ...robot, status: 'stopped' } });
    renderWithProviders(routes, '/organizations/o1/schedules/s2');
    expect(await screen.findByText('This schedule is started: its settings are shown read-only. Stop it to edit them.')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('A secret is set')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stop to edit' }));
    await waitFor(() => expect(fetchStub.mock.calls.some(([url, init]) => String(url).endsWith('/schedules/s2/stop') && (init as RequestInit).method === 'POST')).toBe(true));
    expect(await screen.findByText('"Daily robot" stopped')).toBeTruthy();
  });

  it('sends a test and runs now, with toasts, and shows the history with what was sent and what was missing', async () => {
    const fetchStub = serve({
      'POST /orgs/o1/schedules/s1/test': { dueAt: '2026-11-29T10:00:00.000Z' },
      'POST /orgs/o1/schedules/s1/execute': { dueAt: '2026-11-29T10:00:01.000Z' },
    });
    renderWithProviders(routes, '/organizations/o1/schedules/s1');
    fireEvent.click(await screen.findByRole('button', { name: /Send a test/ }));
    expect(await screen.findByText('Test on its way to your mailbox')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Run now/ }));
    expect(await screen.findByText('Run started: see it in the history')).toBeTruthy();
    expect(fetchStub.mock.calls.filter(([url]) => /\/schedules\/s1\/(test|execute)$/.test(String(url)))).toHaveLength(2);

    // A run opens the history tab.
    const table = await screen.findByRole('table', { name: 'Runs of Weekly sales' });
    expect(await within(table).findByText('Partly failed')).toBeTruthy();
    expect(within(table).getByText('Failed')).toBeTruthy();
    expect(within(table).getByText('Skipped')).toBeTruthy();
    expect(within(table).getByText('Mon 30 Nov 2026, 09:00')).toBeTruthy();
    expect(within(table).getByText('4.2 s')).toBeTruthy();
    fireEvent.click(within(table).getByText('Partly failed'));
    expect(await screen.findByText('ada@example.com, bo@example.com')).toBeTruthy();
    expect(screen.getByText('— The chart no longer exists')).toBeTruthy();
    expect(screen.getByText('Mail to 3 addresses')).toBeTruthy();
  });
});
