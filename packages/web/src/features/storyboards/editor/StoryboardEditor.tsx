import { CaretRightOutlined, CloseOutlined, DownOutlined, SaveOutlined } from '@ant-design/icons';
import type { Storyboard, StoryTarget, VizNode } from '@redbi/shared/domain';
import { Button, Card, Dropdown, Input, Space, Tooltip, Typography } from 'antd';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHotkeys } from '../../../components/useHotkeys';
import { useLeaveGuard } from '../../../components/useLeaveGuard';
import { usePageTitle } from '../../../components/usePageTitle';
import { PageList, type StoryDrag } from './PageList';
import { PagePicker } from './PagePicker';
import { PageSettings, StorySettings } from './PageSettings';
import { isDirty, newPageId, storyDraftReducer, type StoryDraft } from './storyDraft';
import { useStoryboardSaveFlow } from './useStoryboardSaveFlow';
import '../messages';

interface StoryboardEditorProps {
  orgId: string;
  storyboard: Storyboard;
  /** The viz tree as the author sees it: where pages come from. */
  nodes: readonly VizNode[];
  onSaved: (storyboard: Storyboard, mode: 'edit' | 'saveAs') => void;
  onPlay: () => void;
  onClose: () => void;
}

/** The targets the editor can name: the stored storyboard's, and the dashboards and charts of the tree the author may view. */
function knownTargets(storyboard: Storyboard, nodes: readonly VizNode[]): Record<string, StoryTarget> {
  const targets = { ...storyboard.targets };
  for (const node of nodes) {
    if ((node.kind === 'dashboard' || node.kind === 'chart') && node.privileges.includes('view')) targets[node.id] = { id: node.id, kind: node.kind, name: node.name };
  }
  return targets;
}

/**
 * The storyboard editor (spec §2): dashboards and charts of the viz tree become pages (the "+" of the picker,
 * or dragged onto the list), pages are reordered by drag and drop, each has its name, transitions and dwell
 * time; the storyboard plays by itself or not, and loops or not. Save (edit, after a confirmation, Ctrl/⌘+S)
 * or save as; leaving with unsaved changes asks first.
 */
export function StoryboardEditor({ orgId, storyboard, nodes, onSaved, onPlay, onClose }: StoryboardEditorProps) {
  const { t } = useTranslation();
  const [base, setBase] = useState<StoryDraft>({ name: storyboard.name, config: storyboard.config });
  const [draft, dispatch] = useReducer(storyDraftReducer, base);
  const [selectedId, setSelectedId] = useState(storyboard.config.pages[0]?.id);
  const [dragging, setDragging] = useState<StoryDrag>();
  const dirty = isDirty(draft, base);
  const guard = useLeaveGuard(dirty, {
    title: t('storyboards.editor.leaveTitle'),
    body: t('storyboards.editor.leaveBody'),
    leave: t('storyboards.editor.leave'),
    stay: t('storyboards.editor.stay'),
  });
  const saveFlow = useStoryboardSaveFlow({
    orgId,
    storyboard,
    draft,
    onStored: (stored, mode) => {
      setBase({ name: stored.name, config: stored.config });
      if (mode === 'saveAs') guard.release();
      onSaved(stored, mode);
    },
  });
  useHotkeys({ save: saveFlow.save });
  usePageTitle(`${draft.name} · ${t('storyboards.editor.title')}`);

  const targets = knownTargets(storyboard, nodes);
  const { pages } = draft.config;
  const selected = pages.find((page) => page.id === selectedId);
  const addPage = (viz: { id: string; kind: 'dashboard' | 'chart'; name: string }, at?: number) => {
    const id = newPageId(pages);
    dispatch({ type: 'addPage', id, kind: viz.kind, vizId: viz.id, name: viz.name, at });
    setSelectedId(id);
  };

  return (
    <section aria-label={t('storyboards.editor.title')} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {guard.holder}
      {saveFlow.holder}
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('storyboards.editor.title')}
        </Typography.Title>
        <Input
          aria-label={t('storyboards.editor.name')}
          value={draft.name}
          maxLength={100}
          status={draft.name.trim() === '' ? 'error' : undefined}
          onChange={(event) => dispatch({ type: 'rename', name: event.target.value })}
          style={{ maxWidth: 320 }}
        />
        <div style={{ flex: 1 }} />
        <Space wrap>
          <Button icon={<CaretRightOutlined aria-hidden />} disabled={storyboard.config.pages.length === 0} onClick={onPlay}>
            {t('storyboards.editor.play')}
          </Button>
          <Space.Compact>
            <Tooltip title={t('storyboards.editor.saveHint')}>
              <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={saveFlow.pending} onClick={saveFlow.save}>
                {t('storyboards.editor.save')}
              </Button>
            </Tooltip>
            <Dropdown trigger={['click']} placement="bottomRight" menu={{ items: [{ key: 'saveAs', label: t('storyboards.editor.saveAs') }], onClick: saveFlow.saveAs }}>
              <Button type="primary" icon={<DownOutlined aria-hidden />} aria-label={t('storyboards.editor.saveMenu')} />
            </Dropdown>
          </Space.Compact>
          <Button icon={<CloseOutlined aria-hidden />} onClick={onClose}>
            {t('storyboards.editor.close')}
          </Button>
        </Space>
      </div>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Card size="small" title={t('storyboards.editor.pick.title')} style={{ width: 280, flex: 'none' }} styles={{ body: { maxHeight: 'calc(100vh - 260px)', overflow: 'auto' } }}>
          <PagePicker nodes={nodes} onAdd={(node) => addPage({ id: node.id, kind: node.kind === 'dashboard' ? 'dashboard' : 'chart', name: node.name })} onDragging={setDragging} />
        </Card>
        <Card
          size="small"
          title={t('storyboards.editor.pages')}
          extra={pages.length > 1 && <Typography.Text type="secondary">{t('storyboards.editor.dragHint')}</Typography.Text>}
          style={{ flex: 1, minWidth: 320 }}
        >
          <PageList
            pages={pages}
            targets={targets}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onMove={(id, to) => dispatch({ type: 'movePage', id, to })}
            onRemove={(id) => dispatch({ type: 'removePage', id })}
            onAdd={(viz, at) => addPage(viz, at)}
            dragging={dragging}
            onDragging={setDragging}
          />
        </Card>
        <div style={{ width: 280, flex: 'none', display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Card size="small" title={t('storyboards.editor.page.title')}>
            <PageSettings page={selected} target={selected && targets[selected.vizId]} dispatch={dispatch} />
          </Card>
          <Card size="small" title={t('storyboards.editor.settings.title')}>
            <StorySettings config={draft.config} dispatch={dispatch} />
          </Card>
        </div>
      </div>
    </section>
  );
}
