import { STORY_MAX_DWELL_SEC, STORY_MIN_DWELL_SEC, storyTransitions, storyTransitionSpeeds, type StoryboardConfig, type StoryPage, type StoryTarget } from '@redbi/shared/domain';
import { Checkbox, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StoryDraftAction } from './storyDraft';
import '../messages';

interface PageSettingsProps {
  page: StoryPage | undefined;
  target: StoryTarget | undefined;
  dispatch: (action: StoryDraftAction) => void;
}

/** The chosen page's name, transitions in and out with their speed, and dwell time in seconds (spec §9). */
export function PageSettings({ page, target, dispatch }: PageSettingsProps) {
  const { t } = useTranslation();
  if (!page) return <Typography.Text type="secondary">{t('storyboards.editor.page.none')}</Typography.Text>;
  const update = (changes: Extract<StoryDraftAction, { type: 'updatePage' }>['changes']) => dispatch({ type: 'updatePage', id: page.id, changes });
  const transitionOptions = storyTransitions.map((value) => ({ value, label: t(`storyboards.editor.transition.${value}`) }));
  return (
    <Form layout="vertical" component="div" size="small" style={{ display: 'flex', flexDirection: 'column' }}>
      <Form.Item label={t('storyboards.editor.page.name')} required validateStatus={page.name.trim() === '' ? 'error' : undefined} help={page.name.trim() === '' ? t('validation.empty', { field: t('fields.name') }) : undefined}>
        <Input value={page.name} maxLength={100} onChange={(event) => update({ name: event.target.value })} aria-label={t('storyboards.editor.page.name')} />
      </Form.Item>
      <Form.Item label={t('storyboards.editor.page.target')}>
        <Typography.Text type={target ? undefined : 'warning'}>
          {target ? t('storyboards.editor.page.targetOf', { kind: t(`storyboards.editor.kind.${page.kind}`), name: target.name }) : t('errors.jumpTargetInvalid')}
        </Typography.Text>
      </Form.Item>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item label={t('storyboards.editor.page.transitionIn')} style={{ flex: 1, minWidth: 0 }}>
          <Select aria-label={t('storyboards.editor.page.transitionIn')} value={page.transition.in} options={transitionOptions} onChange={(value) => update({ transition: { ...page.transition, in: value } })} />
        </Form.Item>
        <Form.Item label={t('storyboards.editor.page.transitionOut')} style={{ flex: 1, minWidth: 0 }}>
          <Select aria-label={t('storyboards.editor.page.transitionOut')} value={page.transition.out} options={transitionOptions} onChange={(value) => update({ transition: { ...page.transition, out: value } })} />
        </Form.Item>
      </div>
      <Form.Item label={t('storyboards.editor.page.speed')}>
        <Select
          aria-label={t('storyboards.editor.page.speed')}
          value={page.transition.speed}
          options={storyTransitionSpeeds.map((value) => ({ value, label: t(`storyboards.editor.speed.${value}`) }))}
          onChange={(value) => update({ transition: { ...page.transition, speed: value } })}
        />
      </Form.Item>
      <Form.Item label={t('storyboards.editor.page.dwell')}>
        <InputNumber
          aria-label={t('storyboards.editor.page.dwell')}
          min={STORY_MIN_DWELL_SEC}
          max={STORY_MAX_DWELL_SEC}
          precision={0}
          value={page.dwellSec}
          onChange={(value) => typeof value === 'number' && update({ dwellSec: Math.round(value) })}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Form>
  );
}

/** The storyboard's own settings: playing by itself (the carousel) and starting again after the last page. */
export function StorySettings({ config, dispatch }: { config: StoryboardConfig; dispatch: (action: StoryDraftAction) => void }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Checkbox checked={config.autoPlay} onChange={(event) => dispatch({ type: 'settings', changes: { autoPlay: event.target.checked } })}>
        {t('storyboards.editor.settings.autoPlay')}
      </Checkbox>
      <Checkbox checked={config.loop} onChange={(event) => dispatch({ type: 'settings', changes: { loop: event.target.checked } })}>
        {t('storyboards.editor.settings.loop')}
      </Checkbox>
    </div>
  );
}
