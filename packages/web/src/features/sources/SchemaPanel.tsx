import { DatabaseOutlined, EyeOutlined, ReloadOutlined, TableOutlined } from '@ant-design/icons';
import type { SourceSchemaTree } from '@redbi/shared/domain';
import { Button, Empty, Input, Space, Spin, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/LoadFailure';
import { useRefreshSchema, useSourceSchema } from './sourceQueries';

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD HH:mm:ss in local time (spec §9), without pulling dayjs out of the entry chunk. */
function localTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Beyond this many tables the tree draws only what is in view. */
const VIRTUAL_FROM = 300;

function schemaTree(schema: SourceSchemaTree, search: string, viewLabel: string): TreeDataNode[] {
  const wanted = search.trim().toLowerCase();
  return schema.databases
    .map((database) => ({
      key: JSON.stringify([database.name]),
      title: database.name,
      icon: <DatabaseOutlined />,
      children: database.tables
        .filter((table) => wanted === '' || table.name.toLowerCase().includes(wanted))
        .map((table) => ({
          key: JSON.stringify([database.name, table.name]),
          title: (
            <span>
              {table.name} {table.kind === 'view' && <Tag>{viewLabel}</Tag>}
            </span>
          ),
          icon: table.kind === 'view' ? <EyeOutlined /> : <TableOutlined />,
          children: table.columns.map((column) => ({
            key: JSON.stringify([database.name, table.name, column.name]),
            isLeaf: true,
            title: (
              <span>
                {column.name}{' '}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {column.dbType}
                </Typography.Text>
              </span>
            ),
          })),
        })),
    }))
    .filter((database) => wanted === '' || database.children.length > 0);
}

/** Databases or schemas → tables → columns with their types, as the server last read them; 'Refresh' reads again. */
export function SchemaPanel({ orgId, sourceId }: { orgId: string; sourceId: string }) {
  const { t } = useTranslation();
  const schema = useSourceSchema(orgId, sourceId);
  const refresh = useRefreshSchema(orgId, sourceId);
  const [search, setSearch] = useState('');
  const treeData = useMemo(() => (schema.data ? schemaTree(schema.data, search, t('sources.schema.view')) : []), [schema.data, search, t]);
  const tableCount = schema.data?.databases.reduce((count, database) => count + database.tables.length, 0) ?? 0;
  const databaseKeys = treeData.map((database) => database.key);
  const [expanded, setExpanded] = useState<string[]>();

  if (schema.error) return <LoadFailure error={schema.error} onRetry={() => void schema.refetch()} />;
  if (!schema.data) return <Spin />;
  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<ReloadOutlined aria-hidden />} loading={refresh.isPending} onClick={() => refresh.mutate()}>
          {t('sources.schema.refresh')}
        </Button>
        <Typography.Text type="secondary">
          {t('sources.schema.refreshedAt', { time: localTime(schema.data.refreshedAt) })}
        </Typography.Text>
        <Input.Search allowClear aria-label={t('sources.schema.search')} placeholder={t('sources.schema.search')} onChange={(event) => setSearch(event.target.value)} />
      </Space>
      {tableCount === 0 ? (
        <Empty description={t('sources.schema.empty')} />
      ) : (
        <Tree
          aria-label={t('sources.schema.label')}
          showIcon
          selectable={false}
          treeData={treeData}
          expandedKeys={search.trim() ? databaseKeys : (expanded ?? (databaseKeys.length <= 3 ? databaseKeys : []))}
          onExpand={(keys) => setExpanded(keys.map(String))}
          height={tableCount > VIRTUAL_FROM ? 560 : undefined}
        />
      )}
    </div>
  );
}
