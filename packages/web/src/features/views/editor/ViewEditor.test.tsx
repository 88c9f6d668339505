import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@uiw/react-codemirror';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../../testing/renderWithProviders';
import { trackFrame, tracks, viewNode, viewOf, viewsAnswers, viewTree } from '../viewTestData';
import { ViewsPage } from '../ViewsPage';

const routes = [{ path: '/organizations/:orgId/views/*', element: <ViewsPage /> }];
const expensive = { version: 1 as const, cache: false, cacheExpires: 300, concurrencyControlMode: 'dirtyread' as const, expensiveQuery: true };
const storedTracks = viewOf(tracks);

// CodeMirror loads lazily; loading it once here keeps the first test's editor from waiting on the transform.
beforeAll(() => import('../../../components/sqlEditor/SqlCodeEditor'), 30_000);

function serve(answers: Record<string, unknown> = {}) {
  const routesAnswered: Record<string, unknown> = {
    ...viewsAnswers(),
    'GET /orgs/o1/views/v1': storedTracks,
    'POST /data-provider/execute/test': trackFrame,
    ...answers,
  };
  const fetchStub = vi.fn(answerApi(routesAnswered));
  vi.stubGlobal('fetch', fetchStub);
  return { fetchStub, routesAnswered };
}

const previews = (fetchStub: Parameters<typeof bodiesSentTo>[0]) => bodiesSentTo(fetchStub, '/data-provider/execute/test', 'POST') as Record<string, unknown>[];
const sqlContent = () => screen.findByRole('textbox', { name: 'SQL' }, { timeout: 5000 });
async function sqlEditor(): Promise<EditorView> {
  const view = EditorView.findFromDOM(await sqlContent());
  if (!view) throw new Error('no SQL editor');
  return view;
}
const setSql = (view: EditorView, text: string) => act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
const select = (view: EditorView, from: number, to: number) => act(() => view.dispatch({ selection: { anchor: from, head: to } }));
const hotkey = (key: string, target: Element | Window = window) => fireEvent.keyDown(target, { key, ctrlKey: true });

/** Opens an antd Select and picks an option by its text. */
async function choose(combobox: HTMLElement, option: string) {
  fireEvent.mouseDown(combobox);
  const dropdown = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
    if (!open) throw new Error('no open dropdown');
    return open;
  });
  fireEvent.click(within(dropdown).getByTitle(option));
}

describe('the view editor', { timeout: 20_000 }, () => {
  it('opens a SQL view, runs it at once with 1000 rows, and shows the result with its column types', async () => {
    const { fetchStub } = serve();
    renderWithProviders(routes, '/organizations/o1/views/v1');
    const editor = await sqlEditor();
    expect(editor.state.doc.toString()).toBe(storedTracks.script);
    await waitFor(() => expect(previews(fetchStub)).toHaveLength(1));
    expect(previews(fetchStub)[0]).toEqual({
      sourceId: 's1',
      type: 'SQL',
      script: storedTracks.script,
      variables: [{ id: 'x1', name: 'genre', label: 'Genre', type: 'query', valueType: 'numeric', permission: 'editable', defaultValue: ['1'], expression: false, values: [] }],
      size: 1000,
    });
    const grid = await screen.findByRole('region', { name: 'Result' });
    const headers = [...grid.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual(['TrackIdnumber', 'Nametext']);
    expect(within(grid).getByText('For Those About To Rock')).toBeTruthy();
    expect(within(grid).getByText('NULL')).toBeTruthy();
    expect(screen.getByText(/^2 row\(s\) in \d+ ms$/)).toBeTruthy();
    // The result's columns are the model's: nothing to save.
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('runs the selection, or all, with Ctrl/Meta+Enter and the chosen row limit, and stops a running query', async () => {
    const { fetchStub } = serve();
    renderWithProviders(routes, '/organizations/o1/views/v1');
    const editor = await sqlEditor();
    await waitFor(() => expect(previews(fetchStub)).toHaveLength(1));

    await choose(screen.getByRole('combobox', { name: 'Row limit' }), '100 rows');
    select(editor, 0, 'SELECT TrackId, Name FROM Track'.length);
    expect(await screen.findByRole('button', { name: /Run selection/ })).toBeTruthy();
    hotkey('Enter', await sqlContent());
    await waitFor(() => expect(previews(fetchStub)).toHaveLength(2));
    expect(previews(fetchStub)[1]).toMatchObject({ script: 'SELECT TrackId, Name FROM Track', size: 100 });
    // CodeMirror's own Ctrl+Enter (a blank line) does not happen.
    expect(editor.state.doc.toString()).toBe(storedTracks.script);

    let signal: AbortSignal | undefined;
    const answer = fetchStub.getMockImplementation() as typeof fetch;
    fetchStub.mockImplementation((input, init) => {
      if (!String(input).endsWith('/execute/test')) return answer(input, init);
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError'))));
    });
    select(editor, 0, 0);
    fireEvent.click(await screen.findByRole('button', { name: /Run$/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Stop/ }));
    expect(await screen.findByText('The query was stopped.')).toBeTruthy();
    expect(signal?.aborted).toBe(true);
    expect(previews(fetchStub)[2]).toMatchObject({ script: storedTracks.script, size: 100 });
  });

  it('never runs an expensive view by itself', async () => {
    const { fetchStub } = serve({ 'GET /orgs/o1/views/v1': { ...storedTracks, config: expensive } });
    renderWithProviders(routes, '/organizations/o1/views/v1');
    await sqlEditor();
    expect(await screen.findByText('This view is marked as an expensive query: it runs only when you ask.')).toBeTruthy();
    expect(previews(fetchStub)).toEqual([]);
    hotkey('Enter');
    await waitFor(() => expect(previews(fetchStub)).toHaveLength(1));
    expect(await screen.findByText('For Those About To Rock')).toBeTruthy();
  });

  it('saves with Ctrl/Meta+S: the SQL, the model following the result, and the settings', async () => {
    const withGenre = { ...trackFrame, columns: [...trackFrame.columns, { name: 'GenreId', type: 'number' as const }], rows: [[1, 'Rock', 1]] };
    const { fetchStub, routesAnswered } = serve({ 'POST /data-provider/execute/test': withGenre });
    routesAnswered['PUT /orgs/o1/views/v1'] = viewOf(tracks, { script: 'SELECT * FROM Track WHERE GenreId = $genre$' });
    renderWithProviders(routes, '/organizations/o1/views/v1');
    const editor = await sqlEditor();
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    await setSql(editor, 'SELECT * FROM Track WHERE GenreId = $genre$');

    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Cache results' }));
    fireEvent.change(screen.getByLabelText('Cache expiry (seconds)'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('radio', { name: /Fast failover/ }));
    expect(screen.getByText(/A query identical to one still running fails at once/)).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Expensive query' }));

    hotkey('s');
    expect(await screen.findByText('View saved')).toBeTruthy();
    const [sent] = bodiesSentTo(fetchStub, '/orgs/o1/views/v1', 'PUT') as Record<string, unknown>[];
    expect(sent).toMatchObject({
      name: 'Tracks',
      sourceId: 's1',
      type: 'SQL',
      script: 'SELECT * FROM Track WHERE GenreId = $genre$',
      config: { version: 1, cache: true, cacheExpires: 60, concurrencyControlMode: 'fastfailover', expensiveQuery: true },
      columnPermissions: [],
    });
    expect((sent?.model as { columns: unknown[] }).columns).toEqual([
      { name: 'TrackId', type: 'numeric', category: 'uncategorized' },
      { name: 'Name', type: 'string', category: 'uncategorized' },
      { name: 'GenreId', type: 'numeric', category: 'uncategorized' },
    ]);
  });

  it('says what a new view lacks before sending it, then shows the server\'s field messages and a taken name', async () => {
    const created = viewOf(viewNode('v9', 'Jazz', 'f1', 5));
    const { fetchStub, routesAnswered } = serve({
      'POST /orgs/o1/views': apiError(400, 'VALIDATION', 'Invalid request', {
        'model.computedFields.0.name': 'Computed field name must be unique',
        'config.cacheExpires': 'Cache expiry is too large',
      }),
      'GET /orgs/o1/views/v9': created,
    });
    const { router } = renderWithProviders(routes, '/organizations/o1/views/new?parentId=f1');
    expect(await screen.findByRole('heading', { name: 'New view' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Name cannot be empty')).toBeTruthy();
    expect(screen.getByText('Source is required')).toBeTruthy();
    expect(screen.getByText('Choose a source to run the view.')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/views', 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Jazz' } });
    await choose(screen.getByRole('combobox', { name: 'Source' }), 'Sample: Chinook');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('SQL statement cannot be empty')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Name cannot be empty')).toBeNull());
    await setSql(await sqlEditor(), 'SELECT * FROM Genre');

    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('The view cannot be saved yet')).toBeTruthy();
    expect(screen.getByText(/Computed field name must be unique/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(await screen.findByText('Cache expiry is too large')).toBeTruthy();

    routesAnswered['POST /orgs/o1/views'] = apiError(409, 'VIEW_NAME_TAKEN', 'A view named "Jazz" already exists in this folder');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('A view named "Jazz" already exists in this folder')).toBeTruthy();

    routesAnswered['POST /orgs/o1/views'] = created;
    routesAnswered['GET /orgs/o1/views'] = [...viewTree, created];
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('View "Jazz" created')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/views/v9'));
    expect(bodiesSentTo(fetchStub, '/orgs/o1/views', 'POST').at(-1)).toMatchObject({ isFolder: false, name: 'Jazz', parentId: 'f1', sourceId: 's1', type: 'SQL', script: 'SELECT * FROM Genre' });
    // Saved: leaving asks nothing.
    expect(screen.queryByText('Leave without saving?')).toBeNull();
  });

  it('marks the line a SQL error points at, in the whole SQL when only a selection ran', async () => {
    const sql = 'SELECT 1;\nSELECT Name FRM Track';
    const { routesAnswered } = serve({
      'GET /orgs/o1/views/v1': { ...storedTracks, script: sql },
      'POST /data-provider/execute/test': apiError(400, 'SOURCE_QUERY_FAILED', 'syntax error at or near "FRM"', { line: 2, column: 13 }),
    });
    renderWithProviders(routes, '/organizations/o1/views/v1');
    const editor = await sqlEditor();
    expect(await screen.findByText('syntax error at or near "FRM"')).toBeTruthy();
    expect(screen.getByText('The query failed')).toBeTruthy();
    expect(screen.getByText('Line 2, column 13')).toBeTruthy();
    await waitFor(() => expect(editor.dom.querySelector('.cm-sql-error')?.textContent).toBe('FRM'));
    expect(editor.dom.querySelector('.cm-sql-error-line')?.textContent).toBe('SELECT Name FRM Track');

    // The selection alone ran: the parser's line 1 is the editor's line 2.
    routesAnswered['POST /data-provider/execute/test'] = apiError(400, 'SQL_PARSE_FAILED', 'SQL parse error at line 1, column 8: unexpected "Nme"', { line: 1, column: 8 });
    await setSql(editor, 'SELECT 1;\nSELECT Nme FROM Track');
    select(editor, 10, editor.state.doc.length);
    hotkey('Enter');
    expect(await screen.findByText('SQL parse error at line 1, column 8: unexpected "Nme"')).toBeTruthy();
    expect(screen.getByText('Line 2, column 8')).toBeTruthy();
    await waitFor(() => expect(editor.dom.querySelector('.cm-sql-error')?.textContent).toBe('Nme'));

    await setSql(editor, '  ');
    fireEvent.click(screen.getByRole('button', { name: /Run$/ }));
    expect(await screen.findByText('SQL statement cannot be empty')).toBeTruthy();
  });

  it('builds a structured view from a table, its columns and a join, and previews it', async () => {
    const { fetchStub } = serve();
    renderWithProviders(routes, '/organizations/o1/views/new');
    await choose(await screen.findByRole('combobox', { name: 'Source' }), 'Sample: Chinook');
    fireEvent.click(screen.getByRole('radio', { name: 'Structure' }));
    expect(await screen.findByRole('tab', { name: 'Structure' })).toBeTruthy();
    // A structure has no selection to run.
    expect(screen.getByText('Ctrl/⌘ + Enter runs the structure; Ctrl/⌘ + S saves.')).toBeTruthy();
    await choose(await screen.findByRole('combobox', { name: 'Table' }), 'Track');
    expect(await screen.findByLabelText('Columns of Track')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add join/ }));
    await choose(screen.getByRole('combobox', { name: 'Join type 1' }), 'Inner join');
    await choose(screen.getByRole('combobox', { name: 'Joined table 1' }), 'Album');
    // The condition is guessed from the key column both tables have (Track.AlbumId = Album.AlbumId).
    expect(await screen.findByTitle('Track.AlbumId')).toBeTruthy();
    expect(screen.getByTitle('Album.AlbumId')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Run$/ }));
    await waitFor(() => expect(previews(fetchStub)).toHaveLength(1));
    expect(previews(fetchStub)[0]).toEqual({
      sourceId: 's1',
      type: 'STRUCT',
      script: {
        table: ['Track'],
        columns: ['TrackId', 'Name', 'AlbumId', 'GenreId'],
        joins: [{ type: 'INNER', table: ['Album'], columns: ['AlbumId', 'Title'], conditions: [{ left: ['Track', 'AlbumId'], right: ['Album', 'AlbumId'] }] }],
      },
      variables: [],
      size: 1000,
    });
  });

  it('shows a view the user may only use read-only, and runs the saved view', async () => {
    const shared = viewOf(viewNode('v1', 'Tracks', null, 0, ['access']), { script: '' });
    const { fetchStub } = serve({ 'GET /orgs/o1/views/v1': shared, 'POST /data-provider/execute': trackFrame });
    renderWithProviders(routes, '/organizations/o1/views/v1');
    expect(await screen.findByText('You may use this view but not change it.')).toBeTruthy();
    expect(screen.getByText('Only those who manage this view see its SQL.')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Format/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Column permissions' })).toBeNull();
    expect(await screen.findByText('For Those About To Rock')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/data-provider/execute', 'POST')).toEqual([
      { viewId: 'v1', columns: [{ column: 'TrackId' }, { column: 'Name' }], pageInfo: { pageNo: 1, pageSize: 1000, countTotal: false } },
    ]);
    expect(previews(fetchStub)).toEqual([]);
    hotkey('s');
    expect(bodiesSentTo(fetchStub, '/orgs/o1/views/v1', 'PUT')).toEqual([]);
  });

  it('asks before leaving a view with unsaved changes', async () => {
    const { fetchStub } = serve({ 'GET /orgs/o1/views/v1': { ...storedTracks, config: expensive } });
    const { router } = renderWithProviders(routes, '/organizations/o1/views/v1');
    await setSql(await sqlEditor(), 'SELECT 2');
    // Changing tabs is not leaving.
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=settings'));
    expect(screen.queryByText('Leave without saving?')).toBeNull();

    fireEvent.click(within(await screen.findByRole('tree', { name: 'Views' })).getByText('Music'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/organizations/o1/views/v1');

    fireEvent.click(within(screen.getByRole('tree', { name: 'Views' })).getByText('Music'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/views/f1'));
    expect(bodiesSentTo(fetchStub, '/orgs/o1/views/v1', 'PUT')).toEqual([]);
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    serve({ 'GET /orgs/o1/views/v1': { ...storedTracks, config: expensive } });
    renderWithProviders(routes, '/organizations/o1/views/v1');
    for (const name of ['SQL', '模型', '变量', '列权限', '设置']) expect(await screen.findByRole('tab', { name })).toBeTruthy();
    expect(screen.getByText('此数据视图被标记为耗时查询：只在你要求时执行。')).toBeTruthy();
    for (const name of [/执行/, /格式化/, /保存/]) expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});
