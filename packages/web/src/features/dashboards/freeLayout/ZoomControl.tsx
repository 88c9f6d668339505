import { ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_ZOOM, MIN_ZOOM, stepZoom, ZOOM_STEPS } from './canvasScale';
import './messages';

/** The zoom the author picked: a factor, or "fit" (follow the available width). */
export type ZoomChoice = number | 'fit';

const percent = (zoom: number) => Math.round(zoom * 100);

/** Zoom out / a list of steps and "fit" / zoom in, for the free canvas (25–200 %). */
export function ZoomControl({ zoom, choice, onChoose }: { zoom: number; choice: ZoomChoice; onChoose: (choice: ZoomChoice) => void }) {
  const { t } = useTranslation();
  const steps: number[] = [...ZOOM_STEPS];
  const values = typeof choice === 'number' && !steps.includes(choice) ? [...steps, choice].sort((a, b) => a - b) : steps;
  const options = [
    { value: 'fit', label: `${t('freeLayout.zoom.fit')} (${t('freeLayout.zoom.percent', { percent: percent(zoom) })})` },
    ...values.map((value) => ({ value: String(value), label: t('freeLayout.zoom.percent', { percent: percent(value) }) })),
  ];
  return (
    <Space.Compact size="small">
      <Tooltip title={t('freeLayout.zoom.out')}>
        <Button aria-label={t('freeLayout.zoom.out')} icon={<ZoomOutOutlined />} disabled={zoom <= MIN_ZOOM} onClick={() => onChoose(stepZoom(zoom, -1))} />
      </Tooltip>
      <Select
        aria-label={t('freeLayout.zoom.label')}
        size="small"
        value={String(choice)}
        options={options}
        onChange={(value: string) => onChoose(value === 'fit' ? 'fit' : Number(value))}
        popupMatchSelectWidth={false}
        style={{ width: 140 }}
      />
      <Tooltip title={t('freeLayout.zoom.in')}>
        <Button aria-label={t('freeLayout.zoom.in')} icon={<ZoomInOutlined />} disabled={zoom >= MAX_ZOOM} onClick={() => onChoose(stepZoom(zoom, 1))} />
      </Tooltip>
    </Space.Compact>
  );
}
