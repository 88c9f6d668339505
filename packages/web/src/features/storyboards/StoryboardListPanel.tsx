import { DeleteOutlined, PlaySquareOutlined, PlusOutlined } from '@ant-design/icons';
import type { Abilities } from '@redbi/shared/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Space, Spin, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router';
import { LoadFailure } from '../../components/LoadFailure';
import { RecycleBin } from '../../components/recycleBin/RecycleBin';
import { localTime } from '../vizs/localTime';
import { VizStatusTag } from '../vizs/VizStatusTag';
import { archivedStoryboardsQuery, useStoryboards } from './storyboardQueries';
import type { StoryboardActions } from './useStoryboardActions';
import './messages';

interface StoryboardListPanelProps {
  orgId: string;
  /** 'New storyboard' shows for those who manage all storyboards (the abilities say so). */
  abilities: Abilities | undefined;
  actions: StoryboardActions;
}

/** The Storyboards tab of the Vizs page: 'New storyboard', 'Recycle bin' and the storyboards, each with its status and menu. */
export function StoryboardListPanel({ orgId, abilities, actions }: StoryboardListPanelProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const list = useStoryboards(orgId);
  const [binOpen, setBinOpen] = useState(false);
  const archived = useQuery({ ...archivedStoryboardsQuery(orgId), enabled: binOpen, meta: { silent: true } });
  const selectedId = useMatch('/organizations/:orgId/vizs/storyboards/:storyboardId')?.params.storyboardId;
  const mayCreate = abilities?.manageTop?.includes('storyboard') ?? false;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {mayCreate && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={actions.newStoryboard}>
            {t('storyboards.new')}
          </Button>
        )}
        <Button icon={<DeleteOutlined aria-hidden />} onClick={() => setBinOpen(true)}>
          {t('vizs.recycleBin')}
        </Button>
      </Space>
      {list.error ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Spin />
      ) : list.data.length === 0 ? (
        <Empty description={<>{t('storyboards.empty')}<br /><Typography.Text type="secondary">{t('storyboards.emptyHint')}</Typography.Text></>} />
      ) : (
        <ul aria-label={t('storyboards.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.data.map((node) => {
            const selected = node.id === selectedId;
            return (
              <li
                key={node.id}
                style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 6px', borderRadius: token.borderRadiusSM, background: selected ? token.controlItemBgActive : undefined }}
              >
                <PlaySquareOutlined aria-hidden style={{ color: token.colorTextSecondary }} />
                <Button type="link" aria-current={selected ? 'page' : undefined} onClick={() => actions.open(node.id)} style={{ flex: 1, minWidth: 0, padding: 0, justifyContent: 'flex-start', textAlign: 'start', height: 'auto', color: token.colorText }}>
                  <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
                    {node.name}
                  </Typography.Text>
                </Button>
                <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                  {t('storyboards.pages', { count: node.pageCount })}
                </Typography.Text>
                <VizStatusTag status={node.status} />
                {actions.menuButton(node)}
              </li>
            );
          })}
        </ul>
      )}
      <RecycleBin
        open={binOpen}
        onClose={() => setBinOpen(false)}
        items={archived.data}
        error={archived.error}
        onRetry={() => void archived.refetch()}
        iconOf={() => <PlaySquareOutlined aria-hidden />}
        detailOf={(node) => t('vizs.updated', { time: localTime(node.updatedAt) })}
        onRestore={actions.restore}
        onDelete={actions.deleteForGood}
      />
    </Space>
  );
}
