import type { SourceNode } from '@redbi/shared/domain';
import { connectorTypes } from '@redbi/shared/sources';
import { Spin, Tabs, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/LoadFailure';
import { AccountPrivilegesWarning } from './AccountPrivilegesWarning';
import { FileTables } from './FileTables';
import { SchemaPanel } from './SchemaPanel';
import { iconOfNode } from './sourceIcons';
import { SourceForm } from './SourceForm';
import { useSource } from './sourceQueries';

type Tab = 'settings' | 'tables' | 'schema';

/** One source: its settings (the editor), its tables for a file source, and its schema. */
export function SourceDetail({ orgId, node, nodes }: { orgId: string; node: SourceNode; nodes: readonly SourceNode[] }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const source = useSource(orgId, node.id);
  if (source.error) return <LoadFailure error={source.error} onRetry={() => void source.refetch()} />;
  if (!source.data) return <Spin />;

  const type = source.data.type ?? 'postgres';
  const uploads = connectorTypes[type].capabilities.uploads;
  const canAccess = source.data.privileges.length > 0;
  const tabs: { key: Tab; label: string; children: ReactNode }[] = [
    { key: 'settings', label: t('sources.editor.settings'), children: <SourceForm orgId={orgId} nodes={nodes} source={source.data} /> },
    ...(uploads ? [{ key: 'tables' as const, label: t('sources.editor.tables'), children: <FileTables orgId={orgId} source={source.data} /> }] : []),
    ...(canAccess ? [{ key: 'schema' as const, label: t('sources.editor.schema'), children: <SchemaPanel orgId={orgId} sourceId={node.id} /> }] : []),
  ];
  const asked = searchParams.get('tab');
  const active = tabs.find((tab) => tab.key === asked)?.key ?? (uploads ? 'tables' : 'settings');

  return (
    <div>
      <Typography.Title level={3}>
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          {iconOfNode(node)}
          <span>{source.data.name}</span>
          <Tag>{connectorTypes[type].name}</Tag>
        </span>
      </Typography.Title>
      {source.data.description && <Typography.Paragraph type="secondary">{source.data.description}</Typography.Paragraph>}
      <AccountPrivilegesWarning
        subject="saved"
        privileges={source.data.accountPrivileges}
        type={type}
        database={typeof source.data.config.database === 'string' ? source.data.config.database : ''}
        style={{ marginBottom: 16, maxWidth: 640 }}
      />
      <Tabs activeKey={active} onChange={(key) => setSearchParams({ tab: key }, { replace: true })} items={tabs} />
    </div>
  );
}
