import type { VizNode } from '@redbi/shared/domain';
import { Checkbox, Empty, Flex, Input, Modal, Spin, theme, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../../components/LoadFailure';
import { useVizTree } from '../../../vizs/vizQueries';

interface PickChartsDialogProps {
  orgId: string;
  /** The saved charts already on the board: offered, but not to be picked again (spec §5). */
  usedChartIds: readonly string[];
  /** Resolves once the widgets are added; the dialog waits for it. */
  onAdd: (chartIds: string[]) => Promise<void>;
  onCancel: () => void;
}

/** A chart with the names of the folders above it ('Sales / 2024'). */
interface ChartChoice {
  node: VizNode;
  path: string;
}

function chartChoices(nodes: readonly VizNode[]): ChartChoice[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const pathOf = (node: VizNode): string[] => {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    return parent ? [...pathOf(parent), parent.name] : [];
  };
  return nodes
    .filter((node) => node.kind === 'chart')
    .map((node) => ({ node, path: pathOf(node).join(' / ') }))
    .sort((a, b) => a.path.localeCompare(b.path) || a.node.name.localeCompare(b.node.name));
}

/**
 * Saved charts of the organisation to put on the board, several at once. A chart already on the board is
 * shown disabled with spec §5's reason ('A chart already in a dashboard cannot be added twice').
 */
export function PickChartsDialog({ orgId, usedChartIds, onAdd, onCancel }: PickChartsDialogProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const tree = useVizTree(orgId);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const choices = useMemo(() => chartChoices(tree.data ?? []), [tree.data]);
  const needle = search.trim().toLowerCase();
  const shown = choices.filter(({ node, path }) => needle === '' || node.name.toLowerCase().includes(needle) || path.toLowerCase().includes(needle));

  const add = async () => {
    setAdding(true);
    try {
      await onAdd(picked);
    } finally {
      setAdding(false);
    }
  };

  const toggle = (id: string, on: boolean) => setPicked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  let body;
  if (tree.error) body = <LoadFailure error={tree.error} onRetry={() => void tree.refetch()} />;
  else if (!tree.data) body = <Spin />;
  else if (shown.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(choices.length === 0 ? 'boardEditor.pickCharts.none' : 'boardEditor.pickCharts.noMatch')} />;
  else
    body = (
      <ul aria-label={t('boardEditor.add.chart')} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 420, overflowY: 'auto' }}>
        {shown.map(({ node, path }) => {
          const used = usedChartIds.includes(node.id);
          return (
            <li key={node.id} style={{ padding: `${token.paddingXXS}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}>
              <Checkbox checked={used || picked.includes(node.id)} disabled={used} onChange={(event) => toggle(node.id, event.target.checked)}>
                <Flex vertical>
                  <span>{node.name}</span>
                  {path && <Typography.Text type="secondary">{path}</Typography.Text>}
                  {used && <Typography.Text type="secondary">{t('validation.chartTwiceInBoard')}</Typography.Text>}
                </Flex>
              </Checkbox>
            </li>
          );
        })}
      </ul>
    );
  return (
    <Modal
      open
      title={t('boardEditor.pickCharts.title')}
      okText={t('boardEditor.pickCharts.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: picked.length === 0 }}
      confirmLoading={adding}
      onOk={() => void add()}
      onCancel={onCancel}
    >
      <Flex vertical gap="small">
        <Input.Search aria-label={t('boardEditor.pickCharts.search')} placeholder={t('boardEditor.pickCharts.search')} allowClear value={search} onChange={(event) => setSearch(event.target.value)} />
        {body}
      </Flex>
    </Modal>
  );
}
