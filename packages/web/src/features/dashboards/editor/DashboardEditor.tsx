import type { BoardProblem } from '@redbi/charts';
import type { BoardChart, Dashboard } from '@redbi/shared/domain';
import { Modal, theme } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from '../../../components/useLeaveGuard';
import { LayersPanel } from '../freeLayout/LayersPanel';
import { LoadTimePanel } from '../interactions/LoadTimePanel';
import type { BoardDevice } from '../layouts/gridRects';
import type { BoardLoad } from '../runtime/boardData';
import { AddWidgetMenu } from './add/AddWidgetMenu';
import { useAddFlow } from './add/useAddFlow';
import { BoardSettingsDrawer } from './BoardSettingsDrawer';
import { BoardEditorCanvas } from './canvas/BoardEditorCanvas';
import { EditorHeader } from './EditorHeader';
import { problemText } from './save/problemText';
import { useBoardSaveFlow } from './save/useBoardSaveFlow';
import { useBoardEditor } from './useBoardEditor';
import { useEditorHotkeys } from './useEditorHotkeys';
import { useWidgetActions } from './useWidgetActions';
import { WidgetSettingsDrawer } from './WidgetSettingsDrawer';
import './messages';

/** The editor's body: the page less the app's header and padding and the editor's header. */
const BODY_HEIGHT = 'max(520px, calc(100vh - 170px))';

interface DashboardEditorProps {
  orgId: string;
  dashboard: Dashboard;
  onSaved: (dashboard: Dashboard) => void;
  onClose: () => void;
}

/**
 * The board editor (issue 12): the edited board kept with its undo history until saved; the live board on
 * an editable auto grid (desktop or phone) or the free canvas with its layers; widgets added from the Add
 * menu and changed from their menu and settings drawer; board settings; the load-time panel. Ctrl/⌘+S
 * saves (after checkBoard), Ctrl/⌘+Z / Shift+Z / Ctrl+Y undo and redo, Ctrl/⌘+C / V and Delete act on the
 * selection; leaving with unsaved changes asks first.
 */
export function DashboardEditor({ orgId, dashboard, onSaved, onClose }: DashboardEditorProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const editor = useBoardEditor({ name: dashboard.name, config: dashboard.config });
  const { board } = editor;
  const [addedCharts, setAddedCharts] = useState<Record<string, BoardChart>>({});
  const charts = useMemo(() => ({ ...dashboard.charts, ...addedCharts }), [dashboard.charts, addedCharts]);
  const [device, setDevice] = useState<BoardDevice>('desktop');
  const [settingsFor, setSettingsFor] = useState<string>();
  const [boardSettings, setBoardSettings] = useState(false);
  const [loadTimeOpen, setLoadTimeOpen] = useState(false);
  const [load, setLoad] = useState<BoardLoad>();
  const onLoad = useCallback((next: BoardLoad) => setLoad(next), []);
  const [modal, modalHolder] = Modal.useModal();
  const guard = useLeaveGuard(editor.dirty, { title: t('boardEditor.leave.title'), body: t('boardEditor.leave.body'), leave: t('boardEditor.leave.ok'), stay: t('boardEditor.leave.stay') });

  const openSettings = (widgetId: string) => {
    setBoardSettings(false);
    setSettingsFor(widgetId);
  };
  const addFlow = useAddFlow({
    orgId,
    board,
    addWidgets: editor.addWidgets,
    update: editor.update,
    onCharts: (added) => setAddedCharts((current) => ({ ...current, ...added })),
    onAdded: (widgets) => {
      const [only] = widgets;
      if (widgets.length === 1 && only && (only.type === 'controller' || only.type === 'richText' || only.type === 'tab')) openSettings(only.id);
    },
  });
  const actions = useWidgetActions({ editor, openSettings, editPrivateChart: addFlow.editPrivateChart });

  const showProblems = (problems: BoardProblem[]) => {
    const nameOf = (widgetId?: string) => board.widgets.find((widget) => widget.id === widgetId)?.name;
    const first = problems.find((problem) => problem.widgetId !== undefined);
    if (first?.widgetId) {
      editor.select([first.widgetId]);
      openSettings(first.widgetId);
    }
    void modal.error({
      title: t('boardEditor.save.problems'),
      content: (
        <ul style={{ paddingInlineStart: 20, margin: 0 }}>
          {problems.map((problem, index) => (
            <li key={index}>{[nameOf(problem.widgetId), problemText(t, problem)].filter(Boolean).join(': ')}</li>
          ))}
        </ul>
      ),
    });
  };
  const saveFlow = useBoardSaveFlow({
    orgId,
    dashboard,
    edited: editor.edited,
    onProblems: showProblems,
    onStored: (stored, mode) => {
      if (mode === 'edit') editor.saved({ name: stored.name, config: stored.config });
      else guard.release();
      onSaved(stored);
    },
  });

  useEditorHotkeys(
    {
      save: saveFlow.save,
      undo: editor.undo,
      redo: editor.redo,
      copy: () => editor.selected.length > 0 && editor.copy(editor.selected),
      paste: editor.paste,
      remove: () => actions.remove(editor.selected),
    },
    !addFlow.busy,
  );

  const close = () => {
    if (!editor.dirty) return onClose();
    void modal.confirm({
      title: t('boardEditor.leave.title'),
      content: t('boardEditor.leave.body'),
      okText: t('boardEditor.leave.ok'),
      okButtonProps: { danger: true },
      cancelText: t('boardEditor.leave.stay'),
      onOk: () => {
        guard.release();
        onClose();
      },
    });
  };

  const shown = useMemo<Dashboard>(() => ({ ...dashboard, name: editor.edited.name, charts }), [dashboard, editor.edited.name, charts]);
  const settingsWidget = board.widgets.find((widget) => widget.id === settingsFor);
  const free = board.layout === 'free';
  const panel = { background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, overflow: 'auto' } as const;

  return (
    <section aria-label={t('boardEditor.region')}>
      {guard.holder}
      {modalHolder}
      {saveFlow.holder}
      {addFlow.holder}
      <EditorHeader
        name={editor.edited.name}
        onRename={editor.rename}
        dirty={editor.dirty}
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        onUndo={editor.undo}
        onRedo={editor.redo}
        addMenu={<AddWidgetMenu onPick={addFlow.pick} />}
        {...(free ? {} : { device })}
        onDevice={setDevice}
        onBoardSettings={() => {
          setSettingsFor(undefined);
          setBoardSettings(true);
        }}
        loadTimeOpen={loadTimeOpen}
        onLoadTime={() => setLoadTimeOpen((open) => !open)}
        onSave={saveFlow.save}
        onSaveAs={saveFlow.saveAs}
        saving={saveFlow.pending}
        onClose={close}
      />
      <div style={{ display: 'flex', gap: 12, height: BODY_HEIGHT }}>
        {free && (
          <aside style={{ ...panel, width: 240, flex: 'none' }}>
            <LayersPanel board={board} selected={editor.selected} onSelect={editor.select} onChange={(widgets, label) => editor.layout(widgets, `free:${label}`)} />
          </aside>
        )}
        <div aria-label={t('boardEditor.canvas')} role="region" style={{ ...panel, flex: 1, minWidth: 0, overflow: 'hidden' }}>
          <BoardEditorCanvas
            dashboard={shown}
            draft={board}
            device={device}
            selected={editor.selected}
            onSelect={editor.select}
            onLayout={editor.layout}
            onAction={actions.act}
            onLoad={onLoad}
          />
        </div>
        {loadTimeOpen && (
          <aside style={{ ...panel, width: 320, flex: 'none', padding: token.paddingSM }}>
            <LoadTimePanel widgets={board.widgets} timings={load?.timings ?? {}} totalMs={load?.totalMs ?? 0} />
          </aside>
        )}
      </div>
      {settingsWidget && (
        <WidgetSettingsDrawer
          key={settingsWidget.id}
          widget={settingsWidget}
          board={board}
          charts={charts}
          orgId={orgId}
          onChange={editor.update}
          onWidgets={(widgets) => editor.layout(widgets, 'tab:members')}
          onEditChart={(widget) => widget.type === 'privateChart' && addFlow.editPrivateChart(widget)}
          onOpenWidget={openSettings}
          onClose={() => setSettingsFor(undefined)}
        />
      )}
      {boardSettings && <BoardSettingsDrawer board={board} onChange={editor.settings} onClose={() => setBoardSettings(false)} />}
    </section>
  );
}
