import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  ColumnHeightOutlined,
  ColumnWidthOutlined,
  ToTopOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import type { BoardConfig } from '@redbi/shared/domain';
import { Button, Divider, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moveToolbarFocus } from '../../workbench/palette/rovingFocus';
import { alignments, alignWidgets, distributeWidgets, distributions, MIN_DISTRIBUTED, type Alignment, type Distribution } from './alignment';
import { canvasSizeOf, canvasWidgets } from './geometry';
import type { FreeLayoutChangeHandler } from './layoutChanges';
import { moveInStack, stackMoves, type StackMove } from './stackOrder';
import './messages';

const alignIcons: Record<Alignment, ReactNode> = {
  left: <AlignLeftOutlined />,
  center: <AlignCenterOutlined />,
  right: <AlignRightOutlined />,
  top: <VerticalAlignTopOutlined />,
  middle: <VerticalAlignMiddleOutlined />,
  bottom: <VerticalAlignBottomOutlined />,
};
const distributeIcons: Record<Distribution, ReactNode> = { horizontal: <ColumnWidthOutlined />, vertical: <ColumnHeightOutlined /> };
const stackIcons: Record<StackMove, ReactNode> = { front: <ToTopOutlined />, back: <ToTopOutlined rotate={180} />, forward: <ArrowUpOutlined />, backward: <ArrowDownOutlined /> };

interface AlignToolbarProps {
  board: BoardConfig;
  selected: string[];
  onChange: FreeLayoutChangeHandler;
}

/**
 * Align, distribute and stacking commands for the free canvas's selection. Aligning needs one unlocked
 * widget (alone, it aligns on the canvas), distributing three, stacking one; each is one edit.
 */
export function AlignToolbar({ board, selected, onChange }: AlignToolbarProps) {
  const { t } = useTranslation();
  const chosen = canvasWidgets(board.widgets).filter((widget) => selected.includes(widget.id));
  const movable = chosen.some((widget) => !widget.locked);
  const ids = chosen.map((widget) => widget.id);

  const command = (key: string, text: string, icon: ReactNode, enabled: boolean, run: () => void) => (
    <Tooltip key={key} title={text}>
      <Button type="text" size="small" aria-label={text} icon={icon} disabled={!enabled} onClick={run} />
    </Tooltip>
  );

  return (
    <div role="toolbar" aria-label={t('freeLayout.arrange.toolbar')} onKeyDown={moveToolbarFocus} style={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      {alignments.map((alignment) => {
        const label = t(`freeLayout.arrange.${alignment}`);
        const text = chosen.length === 1 ? t('freeLayout.arrange.toCanvas', { action: label }) : label;
        return command(alignment, text, alignIcons[alignment], movable, () => onChange(alignWidgets(board.widgets, ids, alignment, canvasSizeOf(board)), 'align'));
      })}
      <Divider type="vertical" />
      {distributions.map((distribution) => {
        const label = t(`freeLayout.arrange.${distribution}`);
        const enabled = chosen.length >= MIN_DISTRIBUTED && movable;
        return command(distribution, enabled ? label : t('freeLayout.arrange.needsThree', { action: label }), distributeIcons[distribution], enabled, () =>
          onChange(distributeWidgets(board.widgets, ids, distribution), 'distribute'),
        );
      })}
      <Divider type="vertical" />
      {stackMoves.map((move) =>
        command(move, t(`freeLayout.arrange.${move}`), stackIcons[move], chosen.length > 0, () => onChange(moveInStack(board.widgets, ids, move), 'order')),
      )}
    </div>
  );
}
