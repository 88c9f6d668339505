import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FieldMapping } from '@redbi/shared/domain';
import { AutoComplete, Button, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SourceField } from './chartFieldOptions';
import './messages';

type TargetKind = FieldMapping['targetKind'];

interface FieldMappingListProps {
  /** The clicked chart's fields. */
  sources: readonly SourceField[];
  mappings: readonly FieldMapping[];
  onChange: (mappings: FieldMapping[]) => void;
  /** Names offered for the target, by kind (a view's columns, its variables, a dashboard's controllers …); any other may be typed. */
  suggestions: Partial<Record<TargetKind, readonly string[]>>;
  /** The kinds a target may be; more than one shows a switch per row (linkage: a column or a variable). */
  kinds: readonly TargetKind[];
  /** What the target is called here ('Column of its view', 'Controller name' …), by kind. */
  targetLabel: (kind: TargetKind) => string;
}

/**
 * Rows of "field of this chart → name on the other side", for a linkage target or a jump's parameters. A new
 * row takes the first field not mapped yet and, as its target, the suggestion of the same name or else the
 * field's column: the mapping most boards want, ready to change.
 */
export function FieldMappingList({ sources, mappings, onChange, suggestions, kinds, targetLabel }: FieldMappingListProps) {
  const { t } = useTranslation();
  const [firstKind = 'field'] = kinds;
  const change = (index: number, patch: Partial<FieldMapping>) => onChange(mappings.map((mapping, at) => (at === index ? { ...mapping, ...patch } : mapping)));
  /** The suggestion named as the field's column (whatever its case), else the column itself. */
  const sameNamed = (field: SourceField, kind: TargetKind) => suggestions[kind]?.find((name) => name.toLowerCase() === field.column.toLowerCase()) ?? field.column;

  const add = () => {
    const field = sources.find((source) => !mappings.some((mapping) => mapping.sourceUid === source.uid)) ?? sources[0];
    if (field) onChange([...mappings, { sourceUid: field.uid, targetKind: firstKind, target: sameNamed(field, firstKind) }]);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('boardInteractions.mapping.title')}</Typography.Text>
      {mappings.map((mapping, index) => {
        const known = sources.some((source) => source.uid === mapping.sourceUid);
        return (
          <Space.Compact key={index} block role="group" aria-label={t('boardInteractions.mapping.row', { index: index + 1 })}>
            <Select
              aria-label={t('boardInteractions.mapping.source')}
              style={{ width: '40%' }}
              status={known ? undefined : 'error'}
              value={mapping.sourceUid}
              options={sources.map((source) => ({ value: source.uid, label: source.label }))}
              onChange={(sourceUid: string) => change(index, { sourceUid })}
            />
            {kinds.length > 1 && (
              <Select
                aria-label={t('boardInteractions.mapping.target')}
                style={{ width: '22%' }}
                value={mapping.targetKind}
                options={kinds.map((kind) => ({ value: kind, label: t(`boardInteractions.linkage.targetKind.${kind}`) }))}
                onChange={(targetKind: TargetKind) => change(index, { targetKind })}
              />
            )}
            <AutoComplete
              aria-label={targetLabel(mapping.targetKind)}
              placeholder={targetLabel(mapping.targetKind)}
              style={{ flex: 1 }}
              status={mapping.target.trim() === '' ? 'error' : undefined}
              value={mapping.target}
              options={(suggestions[mapping.targetKind] ?? []).map((name) => ({ value: name }))}
              filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
              onChange={(target: string) => change(index, { target })}
            />
            <Button icon={<DeleteOutlined aria-hidden />} aria-label={t('boardInteractions.remove')} onClick={() => onChange(mappings.filter((_mapping, at) => at !== index))} />
          </Space.Compact>
        );
      })}
      <Button size="small" icon={<PlusOutlined aria-hidden />} disabled={sources.length === 0} onClick={add}>
        {t('boardInteractions.mapping.add')}
      </Button>
    </Space>
  );
}
