import type { SourceNode, ViewType } from '@redbi/shared/domain';
import { viewTypes } from '@redbi/shared/domain';
import { Form, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { iconOfNode } from '../../sources/sourceIcons';
import type { ViewDraft } from './viewDraft';

interface EditorHeaderProps {
  draft: ViewDraft;
  onChange: (patch: Partial<Pick<ViewDraft, 'name' | 'sourceId' | 'type'>>) => void;
  /** The sources the user may use in views. */
  sources: readonly SourceNode[];
  readOnly: boolean;
  problems: Record<string, string>;
}

/** Name, source and type of the view. */
export function EditorHeader({ draft, onChange, sources, readOnly, problems }: EditorHeaderProps) {
  const { t } = useTranslation();
  const problem = (field: string) => (problems[field] === undefined ? {} : { validateStatus: 'error' as const, help: problems[field] });
  const options = sources.map((source) => ({
    value: source.id,
    label: (
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        {iconOfNode(source)}
        <span>{source.name}</span>
      </span>
    ),
    name: source.name,
    title: source.name,
  }));
  // The view's own source stays named even when the user may not use it.
  if (draft.sourceId !== null && !sources.some((source) => source.id === draft.sourceId)) {
    options.push({ value: draft.sourceId, label: <span>{t('views.editor.otherSource')}</span>, name: '', title: '' });
  }
  return (
    <Form layout="vertical" component="div" disabled={readOnly}>
      <Space wrap align="start" size="middle">
        <Form.Item label={t('fields.name')} htmlFor="view-name" required {...problem('name')}>
          <Input id="view-name" style={{ width: 260 }} autoComplete="off" value={draft.name} onChange={(event) => onChange({ name: event.target.value })} />
        </Form.Item>
        <Form.Item label={t('fields.sourceId')} htmlFor="view-source" required {...problem('sourceId')}>
          <Select
            id="view-source"
            style={{ width: 260 }}
            showSearch
            optionFilterProp="name"
            placeholder={t('views.editor.sourcePlaceholder')}
            value={draft.sourceId ?? undefined}
            options={options}
            onChange={(sourceId: string) => onChange({ sourceId })}
          />
        </Form.Item>
        <Form.Item label={t('views.editor.type')} {...problem('type')}>
          <Radio.Group
            aria-label={t('views.editor.type')}
            optionType="button"
            value={draft.type}
            options={viewTypes.map((type) => ({ value: type, label: t(`views.types.${type}`) }))}
            onChange={(event) => onChange({ type: event.target.value as ViewType })}
          />
        </Form.Item>
      </Space>
    </Form>
  );
}
