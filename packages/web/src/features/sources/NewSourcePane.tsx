import type { SourceNode } from '@redbi/shared/domain';
import { connectorTypes, sourceTypes, type SourceType } from '@redbi/shared/sources';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SourceForm } from './SourceForm';
import type { SourceActions } from './useSourceActions';

const isSourceType = (value: string | null): value is SourceType => sourceTypes.some((type) => type === value);

/** …/sources/new?type=postgres&parentId=…: type → settings → test → save; then the new source opens. */
export function NewSourcePane({ orgId, nodes, actions }: { orgId: string; nodes: readonly SourceNode[]; actions: SourceActions }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('type');
  const type = isSourceType(asked) ? asked : 'postgres';
  const parentId = searchParams.get('parentId');
  const parent = nodes.find((node) => node.id === parentId && node.isFolder) ? parentId : null;
  return (
    <div>
      <Typography.Title level={3}>{t('sources.newSource')}</Typography.Title>
      <SourceForm
        key={`${type}:${parent ?? ''}`}
        orgId={orgId}
        nodes={nodes}
        initialType={type}
        initialParentId={parent}
        onCreated={(created) => actions.open(created.id, created.type && connectorTypes[created.type].capabilities.uploads ? 'tables' : undefined)}
      />
    </div>
  );
}
