import type { VizNode } from '@redbi/shared/domain';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localTime } from './localTime';
import { iconOfViz } from './vizIcons';
import { VizStatusTag } from './VizStatusTag';
import { VizThumbnail } from './VizThumbnail';
import './messages';

/** A chart as a card: its thumbnail, name, status and when it last changed; a click opens it. */
export function VizCard({ orgId, node, onOpen }: { orgId: string; node: VizNode; onOpen: (node: VizNode) => void }) {
  const { t } = useTranslation();
  return (
    <Card
      hoverable
      size="small"
      role="link"
      tabIndex={0}
      aria-label={node.name}
      onClick={() => onOpen(node)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen(node);
      }}
      cover={<VizThumbnail orgId={orgId} node={node} width="100%" fallback={<span style={{ fontSize: 40, opacity: 0.45 }}>{iconOfViz(node)}</span>} />}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Typography.Text strong ellipsis={{ tooltip: node.name }} style={{ flex: 1 }}>
          {node.name}
        </Typography.Text>
        <VizStatusTag status={node.status} />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('vizs.updated', { time: localTime(node.updatedAt) })}
      </Typography.Text>
    </Card>
  );
}

/** Charts as a grid of cards that fills the width, as many per row as fit. */
export function VizCardGrid({ orgId, nodes, onOpen }: { orgId: string; nodes: readonly VizNode[]; onOpen: (node: VizNode) => void }) {
  return (
    <div role="list" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 }}>
      {nodes.map((node) => (
        <div role="listitem" key={node.id}>
          <VizCard orgId={orgId} node={node} onOpen={onOpen} />
        </div>
      ))}
    </div>
  );
}
