import type { ChartFilter } from '@redbi/shared/domain';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDialogProps } from '../dialogs/fieldDialogProps';
import { useWorkbench } from '../workbenchContext';
import { filterIsComplete } from './filterDraft';
import { FilterEditor } from './FilterEditor';

/** The condition of a field of the filter section; kept only once it can run. */
export function FilterDialog({ field, title, onApply, onClose }: FieldDialogProps) {
  const { t } = useTranslation();
  const { state } = useWorkbench();
  const [filter, setFilter] = useState<ChartFilter | undefined>(field.filter);
  const complete = filter !== undefined && filterIsComplete(filter);
  return (
    <Modal
      open
      width={640}
      title={t('workbench.filter.title', { name: title })}
      onCancel={onClose}
      footer={[
        field.filter && (
          <Button
            key="clear"
            danger
            style={{ float: 'inline-start' }}
            onClick={() => {
              onApply({ filter: undefined });
              onClose();
            }}
          >
            {t('workbench.filter.clear')}
          </Button>
        ),
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          disabled={!complete}
          onClick={() => {
            onApply({ filter });
            onClose();
          }}
        >
          {t('common.save')}
        </Button>,
      ]}
    >
      <FilterEditor field={field} value={filter} onChange={setFilter} aggregation={state.draft.config.aggregation} />
    </Modal>
  );
}
