import { MAX_REFRESH_SEC, MIN_REFRESH_SEC, scaleModes, type BoardConfig, type BoardSettings } from '@redbi/shared/domain';
import { Alert, Checkbox, Divider, Drawer, Flex, Form, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MediaSourceInput } from './media/MediaSourceInput';
import { ColorInput } from './settings/ColorInput';
import { useFieldDraft } from './settings/useFieldDraft';
import { isRefreshInterval } from './settings/WidgetLayoutFields';

type Pair = [number, number];
const backgroundFits = ['cover', 'contain', 'fill', 'repeat'] as const;

/** Two pixel sizes side by side: across and down. */
function PairInput({ id, label, value, onChange }: { id: string; label: string; value: Pair; onChange: (value: Pair) => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} htmlFor={id}>
      <Flex gap={8}>
        <InputNumber id={id} aria-label={`${label} · ${t('boardEditor.board.horizontal')}`} prefix="↔" min={0} max={200} precision={0} value={value[0]} onChange={(x) => onChange([x ?? 0, value[1]])} />
        <InputNumber aria-label={`${label} · ${t('boardEditor.board.vertical')}`} prefix="↕" min={0} max={200} precision={0} value={value[1]} onChange={(y) => onChange([value[0], y ?? 0])} />
      </Flex>
    </Form.Item>
  );
}

/**
 * The board's own settings (spec §3): spacing (desktop and phone) and row height of an auto board, canvas
 * size and scale mode of a free one; data refresh, query mode and the first query; background colour and
 * image (an address or an upload).
 */
export function BoardSettingsDrawer({ board, onChange, onClose }: { board: BoardConfig; onChange: (settings: BoardSettings) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings } = board;
  const set = (patch: Partial<BoardSettings>) => onChange({ ...settings, ...patch });
  const refresh = useFieldDraft<number | null>(settings.autoRefreshSec);
  const refreshInvalid = refresh.typed !== null && !isRefreshInterval(refresh.typed);
  const hasQueryButton = board.widgets.some((widget) => widget.type === 'queryButton');

  return (
    <Drawer open title={t('boardEditor.board.title')} width={400} mask={false} onClose={onClose}>
      <Form layout="vertical" component="div">
        <Divider orientation="left" orientationMargin={0} plain>
          {t('boardEditor.board.layout')}
        </Divider>
        {board.layout === 'auto' ? (
          <>
            <PairInput id="board-margin" label={t('boardEditor.board.margin')} value={settings.margin} onChange={(margin) => set({ margin })} />
            <PairInput id="board-padding" label={t('boardEditor.board.padding')} value={settings.padding} onChange={(padding) => set({ padding })} />
            <PairInput id="board-mobile-margin" label={t('boardEditor.board.mobileMargin')} value={settings.mobileMargin} onChange={(mobileMargin) => set({ mobileMargin })} />
            <PairInput id="board-mobile-padding" label={t('boardEditor.board.mobilePadding')} value={settings.mobilePadding} onChange={(mobilePadding) => set({ mobilePadding })} />
            <Form.Item label={t('boardEditor.board.rowHeight')} htmlFor="board-row-height">
              <InputNumber id="board-row-height" min={8} max={400} precision={0} value={settings.rowHeight} onChange={(rowHeight) => rowHeight !== null && set({ rowHeight })} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item label={t('boardEditor.board.width')} htmlFor="board-width">
              <InputNumber id="board-width" min={100} max={20_000} precision={0} value={settings.width} onChange={(width) => width !== null && width >= 100 && set({ width })} />
            </Form.Item>
            <Form.Item label={t('boardEditor.board.height')} htmlFor="board-height">
              <InputNumber id="board-height" min={100} max={20_000} precision={0} value={settings.height} onChange={(height) => height !== null && height >= 100 && set({ height })} />
            </Form.Item>
            <Form.Item label={t('boardEditor.board.scaleMode')} htmlFor="board-scale">
              <Select id="board-scale" value={settings.scaleMode} options={scaleModes.map((mode) => ({ value: mode, label: t(`boardEditor.board.scaleModes.${mode}`) }))} onChange={(scaleMode) => set({ scaleMode })} />
            </Form.Item>
          </>
        )}

        <Divider orientation="left" orientationMargin={0} plain>
          {t('boardEditor.board.data')}
        </Divider>
        <Form.Item
          label={t('boardEditor.board.autoRefresh')}
          htmlFor="board-refresh"
          {...(refreshInvalid ? { validateStatus: 'error' as const, help: t('boardEditor.settings.autoRefreshMin', { min: MIN_REFRESH_SEC }) } : { extra: t('boardEditor.settings.autoRefreshHint', { min: MIN_REFRESH_SEC }) })}
        >
          <InputNumber
            id="board-refresh"
            min={0}
            max={MAX_REFRESH_SEC}
            precision={0}
            value={refresh.typed}
            onChange={(seconds) => {
              refresh.setTyped(seconds);
              if (seconds === null || !isRefreshInterval(seconds)) return;
              refresh.applied(seconds);
              set({ autoRefreshSec: seconds });
            }}
          />
        </Form.Item>
        <Form.Item label={t('boardEditor.board.queryMode')}>
          <Radio.Group value={settings.queryMode} onChange={(event) => set({ queryMode: event.target.value as BoardSettings['queryMode'] })}>
            <Flex vertical gap={4}>
              <Radio value="auto">{t('boardEditor.board.queryModes.auto')}</Radio>
              <Radio value="button">{t('boardEditor.board.queryModes.button')}</Radio>
            </Flex>
          </Radio.Group>
        </Form.Item>
        {settings.queryMode === 'button' && !hasQueryButton && <Alert type="warning" showIcon message={t('boardEditor.board.queryButtonHint')} style={{ marginBottom: 16 }} />}
        <Form.Item>
          <Checkbox checked={settings.initialQuery} onChange={(event) => set({ initialQuery: event.target.checked })}>
            {t('boardEditor.board.initialQuery')}
          </Checkbox>
        </Form.Item>

        <Divider orientation="left" orientationMargin={0} plain>
          {t('boardEditor.board.background')}
        </Divider>
        <Form.Item label={t('boardEditor.board.backgroundColor')}>
          <ColorInput aria-label={t('boardEditor.board.backgroundColor')} value={settings.background.color} onChange={(color) => set({ background: { ...settings.background, color } })} />
        </Form.Item>
        <Form.Item label={t('boardEditor.board.backgroundImage')} htmlFor="board-background-image">
          <MediaSourceInput id="board-background-image" value={settings.background.image} upload onChange={(image) => set({ background: { ...settings.background, image } })} />
        </Form.Item>
        {settings.background.image !== '' && (
          <Form.Item label={t('boardEditor.board.backgroundFit')} htmlFor="board-background-fit">
            <Select
              id="board-background-fit"
              value={settings.background.fit}
              options={backgroundFits.map((fit) => ({ value: fit, label: t(`boardEditor.editors.fits.${fit}`) }))}
              onChange={(fit) => set({ background: { ...settings.background, fit } })}
            />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
