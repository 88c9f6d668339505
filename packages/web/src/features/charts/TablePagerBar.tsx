import { DoubleLeftOutlined, DoubleRightOutlined, DownOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TableModel } from '@redbi/charts';
import { theme } from 'antd';
import useLocale from 'antd/es/locale/useLocale';
import type { KeyboardEvent, ReactNode } from 'react';
import { JUMP, pageAfterResize, pageCount, pageItems } from './pageItems';
import type { TablePager } from './tablePager';

export interface TablePagerBarProps {
  pager: TablePager;
  /** The table's text style: the pager's text follows it, as antd's did inside the table's theme. */
  style: TableModel['style'];
  /** The rows counted ('1,234 rows'), when the query counted them. */
  totalText?: string;
  /** Asks for a page (and a page size); absent, the pager is shown disabled. */
  onChange?: (pageNo: number, pageSize: number) => void;
}

/** The pager's CSS under a table's `scope` class: hover, focus and active states that inline styles cannot say. */
export function tablePagerCss(scope: string, token: ReturnType<typeof theme.useToken>['token']): string {
  const s = `.${scope} [data-pager]`;
  return `
${s} [data-page-item]:not([aria-disabled="true"]):hover { background: ${token.colorBgTextHover}; }
${s} [data-page-item][aria-current="page"]:hover { background: ${token.colorBgContainer}; border-color: ${token.colorPrimaryHover}; color: ${token.colorPrimaryHover}; }
${s} [data-page-step]:not([aria-disabled="true"]):hover > span { background: ${token.colorBgTextHover}; }
${s} [data-page-jump]:hover [data-ellipsis] { opacity: 0; }
${s} [data-page-jump]:hover [data-jump-icon] { opacity: 1; }
${s} li:focus-visible { outline: ${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}; outline-offset: 1px; }
${s} select:hover { border-color: ${token.colorPrimaryHover}; }
${s} select:focus-visible { border-color: ${token.colorPrimary}; box-shadow: 0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}; outline: 0; }
`;
}

/**
 * A table chart's server-side pager, drawn as antd's small Pagination with its page-size select draws it (the
 * rows counted, previous and next, the pages with jumps of five, '100 / page'), in antd's own words for the
 * language (its locale), but with plain elements and the browser's select: antd's Pagination and Select built
 * their styles and drew a Select per table, about a tenth of a board's time from its answer to its paint.
 */
export function TablePagerBar({ pager, style, totalText, onChange }: TablePagerBarProps) {
  const { token } = theme.useToken();
  const [locale] = useLocale('Pagination');
  const { current, pageSize, total } = pager;
  const pages = pageCount(total, pageSize);
  const disabled = !onChange;
  const go = (page: number) => {
    if (!disabled && page !== current && page >= 1 && page <= pages) onChange(page, pageSize);
  };
  const onEnter = (action: () => void) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') action();
  };
  const itemSize = token.controlHeightSM;
  const box = { minWidth: itemSize, height: itemSize, boxSizing: 'border-box', textAlign: 'center', borderRadius: token.borderRadius, listStyle: 'none' } as const;
  const muted = token.colorTextDisabled;

  const step = (page: number, enabled: boolean, title: string | undefined, icon: ReactNode) => (
    <li
      data-page-step=""
      title={title}
      aria-disabled={!enabled}
      tabIndex={enabled ? 0 : undefined}
      onClick={enabled ? () => go(page) : undefined}
      onKeyDown={enabled ? onEnter(() => go(page)) : undefined}
      style={{ ...box, lineHeight: `${itemSize}px`, cursor: enabled ? 'pointer' : 'not-allowed' }}
    >
      <span
        style={{
          display: 'block',
          height: '100%',
          boxSizing: 'border-box',
          fontSize: token.fontSizeSM,
          color: enabled ? style.color : muted,
          border: `${token.lineWidth}px ${token.lineType} transparent`,
          borderRadius: token.borderRadius,
          transition: `all ${token.motionDurationMid}`,
        }}
      >
        {icon}
      </span>
    </li>
  );

  const item = (entry: ReturnType<typeof pageItems>[number]) => {
    if (entry === 'jump-prev' || entry === 'jump-next') {
      const target = entry === 'jump-prev' ? Math.max(1, current - JUMP) : Math.min(pages, current + JUMP);
      const overlay = { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', transition: `all ${token.motionDurationMid}` } as const;
      return (
        <li
          key={entry}
          data-page-jump=""
          title={entry === 'jump-prev' ? locale.prev_5 : locale.next_5}
          aria-disabled={disabled}
          tabIndex={disabled ? undefined : 0}
          onClick={() => go(target)}
          onKeyDown={onEnter(() => go(target))}
          style={{ ...box, position: 'relative', cursor: disabled ? 'not-allowed' : 'pointer' }}
        >
          <span data-jump-icon="" style={{ ...overlay, opacity: 0, fontSize: token.fontSizeSM, color: token.colorPrimary }}>
            {entry === 'jump-prev' ? <DoubleLeftOutlined /> : <DoubleRightOutlined />}
          </span>
          <span data-ellipsis="" aria-hidden style={{ ...overlay, color: muted, letterSpacing: 2, textIndent: '0.13em', fontFamily: 'Arial' }}>
            •••
          </span>
        </li>
      );
    }
    const active = entry === current;
    return (
      <li
        key={entry}
        data-page-item=""
        title={String(entry)}
        aria-current={active ? 'page' : undefined}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? undefined : 0}
        onClick={() => go(entry)}
        onKeyDown={onEnter(() => go(entry))}
        style={{
          ...box,
          lineHeight: `${itemSize - 2 * token.lineWidth}px`,
          padding: `0 ${token.paddingXXS + 2 * token.lineWidth}px`,
          fontWeight: active ? token.fontWeightStrong : undefined,
          color: disabled ? muted : active ? token.colorPrimary : style.color,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${active ? (disabled ? token.colorBorder : token.colorPrimary) : 'transparent'}`,
          cursor: disabled ? 'not-allowed' : 'pointer',
          transition: `all ${token.motionDurationMid}`,
        }}
      >
        {entry}
      </li>
    );
  };

  const sizeLabel = (size: number) => `${size} ${locale.items_per_page}`;
  const selectPadding = { paddingInlineStart: token.paddingXS - token.lineWidth, paddingInlineEnd: token.paddingXS - token.lineWidth + token.fontSizeSM + token.paddingXS + 1 };
  return (
    <ul
      data-pager=""
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        rowGap: token.paddingXS,
        justifyContent: 'flex-end',
        alignItems: 'center',
        margin: 0,
        marginTop: 'auto',
        padding: 0,
        paddingTop: token.paddingXS,
        color: style.color,
        fontSize: style.fontSize,
        lineHeight: style.lineHeight,
      }}
    >
      {totalText !== undefined && <li style={{ listStyle: 'none', height: itemSize, lineHeight: `${itemSize}px`, marginInlineEnd: token.marginXS }}>{totalText}</li>}
      {step(current - 1, !disabled && current > 1, locale.prev_page, <LeftOutlined />)}
      {pageItems(current, pages).map(item)}
      {step(current + 1, !disabled && current < pages, locale.next_page, <RightOutlined />)}
      <li style={{ listStyle: 'none', height: itemSize, marginInlineStart: token.marginXXS / 2 }}>
        <span style={{ position: 'relative', display: 'inline-block', height: itemSize }}>
          {/* The select is as wide as the size it shows (antd's is), not as its longest option. */}
          <span aria-hidden style={{ ...selectPadding, display: 'block', visibility: 'hidden', whiteSpace: 'nowrap', border: `${token.lineWidth}px solid transparent`, lineHeight: `${itemSize - 2 * token.lineWidth}px` }}>
            {sizeLabel(pageSize)}
          </span>
          <select
            aria-label={locale.page_size}
            value={pageSize}
            disabled={disabled}
            onChange={(event) => {
              const size = Number(event.target.value);
              onChange?.(pageAfterResize(current, size, total), size);
            }}
            style={{
              ...selectPadding,
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: itemSize,
              margin: 0,
              appearance: 'none',
              color: disabled ? muted : style.color,
              fontFamily: 'inherit',
              fontSize: style.fontSize,
              lineHeight: `${itemSize - 2 * token.lineWidth}px`,
              background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
              border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
              borderRadius: token.borderRadiusSM,
              cursor: disabled ? 'not-allowed' : 'pointer',
              transition: `all ${token.motionDurationMid}`,
            }}
          >
            {pager.pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {sizeLabel(size)}
              </option>
            ))}
          </select>
          <DownOutlined
            aria-hidden
            style={{ position: 'absolute', top: (itemSize - token.fontSizeSM) / 2, insetInlineEnd: token.paddingSM - token.lineWidth, fontSize: token.fontSizeSM, color: token.colorTextQuaternary, pointerEvents: 'none' }}
          />
        </span>
      </li>
    </ul>
  );
}
