import { Empty, Form, InputNumber, Modal, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWorkbench } from '../workbenchContext';
import { hasFields } from '../workbenchState';
import { SectionDropZone } from './SectionDropZone';
import { WorkbenchNoticeAlert } from './WorkbenchNoticeAlert';

/**
 * The chart type's data sections (dimensions, metrics, filter, colour, size, info …), the aggregation switch
 * of types that may show detail rows (changing it clears the sections, after a confirmation: spec §4), and
 * the number of rows to fetch.
 */
export function DataSections() {
  const { t } = useTranslation();
  const { definition, state, dispatch } = useWorkbench();
  const [modal, holder] = Modal.useModal();
  if (!definition) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const { config } = state.draft;

  const switchAggregation = (aggregation: boolean) => {
    if (!hasFields(config)) {
      dispatch({ type: 'switchAggregation', aggregation });
      return;
    }
    void modal.confirm({
      title: t('workbench.aggregation.switchTitle'),
      content: t('workbench.aggregation.switchBody'),
      okText: t('workbench.aggregation.switchOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => dispatch({ type: 'switchAggregation', aggregation }),
    });
  };

  return (
    <div>
      {holder}
      {definition.allowsDetail && (
        <Segmented
          block
          aria-label={t('workbench.aggregation.label')}
          value={config.aggregation ? 'on' : 'off'}
          options={[
            { value: 'on', label: t('workbench.aggregation.on') },
            { value: 'off', label: t('workbench.aggregation.off') },
          ]}
          onChange={(value) => switchAggregation(value === 'on')}
          style={{ marginBottom: 12 }}
        />
      )}
      <WorkbenchNoticeAlert />
      {definition.sections.map((section) => (
        <SectionDropZone key={section.key} section={section} />
      ))}
      <Form layout="horizontal" component="div" size="small">
        <Form.Item label={t('workbench.sections.pageSize')} tooltip={t('workbench.sections.pageSizeHint')} htmlFor="workbench-page-size" style={{ marginBottom: 0 }}>
          <InputNumber
            id="workbench-page-size"
            min={1}
            max={100_000}
            value={config.pageSize}
            onChange={(value) => value !== null && dispatch({ type: 'setPageSize', pageSize: Math.round(value) })}
          />
        </Form.Item>
      </Form>
    </div>
  );
}
