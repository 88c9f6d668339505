import type { ChartField, WidgetOf } from '@redbi/shared/domain';
import { aggregations, type Aggregation } from '@redbi/shared/query';
import { Button, Flex, Form, Input, Select, theme, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewList } from '../../../views/viewQueries';
import { useWorkbenchView } from '../../../workbench/workbenchQueries';
import { newFieldUid } from '../../../workbench/newFieldUid';
import type { WidgetEditorProps } from '../../boardContract';
import { RichTextPreview } from './RichTextPreview';

type RichTextWidget = WidgetOf<'richText'>;

/** The placeholder that shows a field's value in the content: its alias, else its column. */
export const placeholderOf = (field: ChartField): string => `{{${field.alias ?? field.column}}}`;

/**
 * Rich text: HTML typed in a code area with a sanitised preview beside it, and, optionally, a view whose
 * fields' values {{placeholders}} show — each field's aggregate over the view (numbers are summed by
 * default) or the first row's value.
 */
export function RichTextEditor({ widget, orgId, onChange }: WidgetEditorProps<RichTextWidget>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { html, viewId, fields } = widget.config;
  const set = (config: Partial<RichTextWidget['config']>) => onChange({ ...widget, config: { ...widget.config, ...config } });
  const views = useViewList(orgId);
  const view = useWorkbenchView(orgId, viewId ?? null);
  const viewOptions = useMemo(
    () => (views.data ?? []).filter((node) => !node.isFolder && !node.archived && node.privileges.includes('access')).map((node) => ({ value: node.id, label: node.name })),
    [views.data],
  );
  const columns = viewId ? (view.data?.model.columns ?? []) : [];

  const setColumns = (names: string[]) =>
    set({
      fields: names.map((name) => {
        const kept = fields.find((field) => field.column === name);
        if (kept) return kept;
        const type = columns.find((column) => column.name === name)?.type ?? 'string';
        return { uid: newFieldUid(), column: name, type, ...(type === 'numeric' ? { aggregate: 'SUM' as const } : {}) };
      }),
    });
  const setAggregate = (uid: string, aggregate: Aggregation) => set({ fields: fields.map((field) => (field.uid === uid ? { ...field, aggregate } : field)) });

  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('boardEditor.editors.html')} htmlFor="widget-rich-text">
        <Input.TextArea
          id="widget-rich-text"
          value={html}
          autoSize={{ minRows: 6, maxRows: 16 }}
          spellCheck={false}
          style={{ fontFamily: token.fontFamilyCode }}
          onChange={(event) => set({ html: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('boardEditor.editors.preview')}>
        <RichTextPreview widget={widget} />
      </Form.Item>
      <Form.Item label={t('boardEditor.editors.richTextView')} htmlFor="widget-rich-text-view">
        <Select
          id="widget-rich-text-view"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('boardEditor.editors.richTextViewNone')}
          value={viewId}
          options={viewOptions}
          loading={views.isLoading}
          onChange={(next: string | undefined) => onChange({ ...widget, config: { html, fields: [], ...(next ? { viewId: next } : {}) } })}
        />
      </Form.Item>
      {viewId && (
        <Form.Item label={t('boardEditor.editors.richTextFields')} htmlFor="widget-rich-text-fields" extra={t('boardEditor.editors.richTextHelp', { example: '{{Total}}' })}>
          <Flex vertical gap={8}>
            <Select
              id="widget-rich-text-fields"
              mode="multiple"
              value={fields.map((field) => field.column)}
              options={columns.map((column) => ({ value: column.name, label: column.name }))}
              loading={view.isLoading}
              onChange={setColumns}
            />
            {fields.map((field) => (
              <Flex key={field.uid} gap={8} align="center" wrap>
                <Button size="small" onClick={() => set({ html: `${html}${placeholderOf(field)}` })}>
                  {placeholderOf(field)}
                </Button>
                <Select<Aggregation>
                  size="small"
                  aria-label={t('boardEditor.editors.richTextAggregate', { field: field.column })}
                  value={field.aggregate ?? 'NONE'}
                  style={{ minWidth: 140 }}
                  options={aggregations.map((aggregate) => ({ value: aggregate, label: t(`boardEditor.editors.aggregates.${aggregate}`) }))}
                  onChange={(aggregate) => setAggregate(field.uid, aggregate)}
                />
              </Flex>
            ))}
            {fields.length > 0 && <Typography.Text type="secondary">{t('boardEditor.editors.richTextInsert')}</Typography.Text>}
          </Flex>
        </Form.Item>
      )}
    </Form>
  );
}
