import { FolderOpenOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Card, Drawer, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch, useNavigate } from 'react-router';
import { usePhoneScreen } from '../../app/shell/phoneScreen';
import { LoadFailure } from '../../components/LoadFailure';
import { usePageTitle } from '../../components/usePageTitle';
import { useAbilities } from '../orgs/abilities';
import '../storyboards/messages';
import { StoryboardsTab } from '../storyboards/StoryboardsTab';
import { useVizActions } from './useVizActions';
import { creationParent } from './vizActionRules';
import type { VizBrowserContext } from './vizBrowserContext';
import { useVizTree } from './vizQueries';
import { VizTreePanel } from './VizTreePanel';
import './messages';

/** The phone's tree drawer: most of the screen, the viz still peeking out beside it. */
const PHONE_DRAWER_WIDTH = 'min(360px, 90vw)';

/**
 * The Vizs page around its panes: the tree on the left, the landing, a chart or a folder on the right; the
 * page is titled by the chosen viz. On a phone the panes stack at full width, and once a viz is open the
 * tree moves into a drawer behind a Browse button, so the dashboard or chart gets the whole width.
 */
export function VizBrowser({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const selectedId = useMatch('/organizations/:orgId/vizs/:vizId')?.params.vizId;
  const tree = useVizTree(orgId);
  const navigate = useNavigate();
  const abilities = useAbilities(orgId).data;
  const nodes = tree.data ?? [];
  const actions = useVizActions(orgId, nodes, selectedId);

  const selected = nodes.find((node) => node.id === selectedId);
  usePageTitle(selected?.name ?? t('vizs.title'));

  const createIn = creationParent(abilities, nodes);
  const context: VizBrowserContext = { orgId, nodes, actions, canCreate: createIn !== undefined, createIn };
  const phone = usePhoneScreen();
  const [browsingOn, setBrowsingOn] = useState<string>();
  const treeInDrawer = phone && selectedId !== undefined;
  // Opened over a viz; choosing one (even the same) closes it.
  const drawerOpen = treeInDrawer && browsingOn === selectedId;
  const closeDrawer = () => setBrowsingOn(undefined);
  const openFromDrawer = (id: string) => {
    closeDrawer();
    return actions.open(id);
  };
  // The side panel's tabs: the viz tree, and the storyboards (a list of their own, issue 13).
  const onStoryboards = useMatch('/organizations/:orgId/vizs/storyboards/*') !== null;
  const [tab, setTab] = useState(onStoryboards ? 'storyboards' : 'vizs');
  const treePanel = (inDrawer: boolean) => (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      size="small"
      items={[
        {
          key: 'vizs',
          label: t('storyboards.tab.vizs'),
          children: <VizTreePanel orgId={orgId} nodes={nodes} selectedId={selectedId} abilities={abilities} actions={inDrawer ? { ...actions, open: openFromDrawer } : actions} />,
        },
        { key: 'storyboards', label: t('storyboards.tab.storyboards'), children: <StoryboardsTab orgId={orgId} abilities={abilities} /> },
      ]}
    />
  );
  const heading = <Typography.Title level={2} style={{ margin: 0 }}>{t('vizs.title')}</Typography.Title>;
  // The organisation's share links, beside the title.
  const title = (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: phone ? 0 : 16 }}>
      {heading}
      <Button size="small" icon={<ShareAltOutlined aria-hidden />} onClick={() => void navigate(actions.paths.shares)}>
        {t('vizs.shares')}
      </Button>
    </div>
  );
  return (
    <section>
      {actions.holder}
      {phone ? (
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginBottom: 12 }}>
          {title}
          {treeInDrawer && (
            <Button icon={<FolderOpenOutlined aria-hidden />} aria-expanded={drawerOpen} onClick={() => setBrowsingOn(selectedId)}>
              {t('vizs.browse')}
            </Button>
          )}
        </div>
      ) : (
        title
      )}
      {tree.error ? (
        <LoadFailure error={tree.error} onRetry={() => void tree.refetch()} />
      ) : !tree.data ? (
        <Spin />
      ) : (
        <div style={{ display: 'flex', gap: phone ? 16 : 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {treeInDrawer ? (
            <Drawer open={drawerOpen} onClose={closeDrawer} placement="left" width={PHONE_DRAWER_WIDTH} title={t('vizs.title')} styles={{ body: { padding: 12 } }}>
              {treePanel(true)}
            </Drawer>
          ) : (
            <Card size="small" style={{ width: phone ? '100%' : 320, flex: 'none' }}>
              {treePanel(false)}
            </Card>
          )}
          <div style={{ flex: 1, minWidth: phone ? '100%' : 480 }}>
            <Outlet context={context} />
          </div>
        </div>
      )}
    </section>
  );
}
