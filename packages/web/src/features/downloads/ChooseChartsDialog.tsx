import { Checkbox, Form, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadableChart } from './DownloadMenu';
import './messages';

/** Choosing which of a dashboard's charts to download the data of, and as CSV or Excel. */
export function ChooseChartsDialog({
  charts,
  onOk,
  onCancel,
}: {
  charts: readonly DownloadableChart[];
  onOk: (format: 'csv' | 'xlsx', widgetIds: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<'csv' | 'xlsx'>('xlsx');
  const [chosen, setChosen] = useState<string[]>(() => charts.map((chart) => chart.id));
  const all = chosen.length === charts.length;
  return (
    <Modal
      open
      title={t('downloads.choose.title')}
      okText={t('downloads.choose.ok')}
      okButtonProps={{ disabled: chosen.length === 0 }}
      onOk={() => onOk(format, chosen)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('downloads.choose.format')}>
          <Radio.Group optionType="button" value={format} onChange={(event) => setFormat(event.target.value as 'csv' | 'xlsx')} options={[{ value: 'xlsx', label: t('downloads.menu.xlsx') }, { value: 'csv', label: t('downloads.menu.csv') }]} />
        </Form.Item>
        <Form.Item label={t('downloads.choose.charts')} help={chosen.length === 0 ? t('downloads.choose.none') : undefined} validateStatus={chosen.length === 0 ? 'error' : undefined}>
          <Checkbox indeterminate={!all && chosen.length > 0} checked={all} onChange={(event) => setChosen(event.target.checked ? charts.map((chart) => chart.id) : [])}>
            <Typography.Text strong>{t('downloads.choose.all')}</Typography.Text>
          </Checkbox>
          <Checkbox.Group value={chosen} onChange={(values) => setChosen(values as string[])} style={{ display: 'flex', flexDirection: 'column', gap: 6, marginTop: 8 }}>
            {charts.map((chart) => (
              <Checkbox key={chart.id} value={chart.id}>
                {chart.name}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
