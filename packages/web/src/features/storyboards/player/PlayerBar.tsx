import { CaretRightOutlined, CloseOutlined, FullscreenExitOutlined, FullscreenOutlined, LeftOutlined, PauseOutlined, RightOutlined } from '@ant-design/icons';
import type { Storyboard } from '@redbi/shared/domain';
import { Button, theme, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useStoryPlayer } from './useStoryPlayer';
import './playerMessages';

interface PlayerBarProps {
  storyboard: Storyboard;
  player: ReturnType<typeof useStoryPlayer>;
  fullScreen: boolean;
  onFullScreen: () => void;
  onExit?: () => void;
}

/** The controls under the page: previous, play or pause, next, the page dots and number, full screen, close. */
export function PlayerBar({ storyboard, player, fullScreen, onFullScreen, onExit }: PlayerBarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pages } = storyboard.config;
  const { index, count } = player;
  const button = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <Button type="text" icon={icon} aria-label={label} onClick={onClick} disabled={disabled} />
    </Tooltip>
  );
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 12px', borderTop: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer, flexWrap: 'wrap' }}>
      <Typography.Text strong ellipsis style={{ maxWidth: '30%' }}>
        {storyboard.name}
      </Typography.Text>
      <div style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 4 }}>
        {button(t('storyPlayer.previous'), <LeftOutlined aria-hidden />, () => player.step('previous'), index === 0)}
        {button(player.playing ? t('storyPlayer.pause') : t('storyPlayer.play'), player.playing ? <PauseOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />, player.togglePlaying, count < 2)}
        {button(t('storyPlayer.next'), <RightOutlined aria-hidden />, () => player.step('next'), index >= count - 1)}
        <div role="tablist" aria-label={t('storyPlayer.label')} style={{ display: 'flex', gap: 6, margin: '0 8px' }}>
          {pages.map((page, number) => (
            <button
              key={page.id}
              type="button"
              role="tab"
              aria-selected={number === index}
              aria-label={t('storyPlayer.goTo', { number: number + 1, name: page.name })}
              title={page.name}
              onClick={() => player.goTo(number)}
              style={{ width: 10, height: 10, padding: 0, borderRadius: '50%', border: 'none', cursor: 'pointer', background: number === index ? token.colorPrimary : token.colorTextQuaternary }}
            />
          ))}
        </div>
        <Typography.Text aria-live="polite" aria-label={t('storyPlayer.indicatorLabel', { current: count === 0 ? 0 : index + 1, total: count })} data-testid="story-indicator">
          {t('storyPlayer.indicator', { current: count === 0 ? 0 : index + 1, total: count })}
        </Typography.Text>
        {pages[index] && (
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 240 }}>
            {pages[index].name}
          </Typography.Text>
        )}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('storyPlayer.keys')}
      </Typography.Text>
      {button(fullScreen ? t('storyPlayer.exitFullScreen') : t('storyPlayer.fullScreen'), fullScreen ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />, onFullScreen)}
      {onExit && button(t('storyPlayer.close'), <CloseOutlined aria-hidden />, onExit)}
    </div>
  );
}
