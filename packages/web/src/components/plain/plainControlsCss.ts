import type { GlobalToken } from 'antd';

/** The class names of the plain controls (one place, so that the CSS and the components agree). */
export const plainClass = {
  /** The page (or part) the plain controls draw in: its links look as antd's global link style draws them. */
  scope: 'redbi-plain-scope',
  item: 'redbi-plain-item',
  label: 'redbi-plain-label',
  required: 'redbi-plain-required',
  error: 'redbi-plain-error',
  input: 'redbi-plain-input',
  affix: 'redbi-plain-affix',
  invalid: 'redbi-plain-invalid',
  suffix: 'redbi-plain-suffix',
  button: 'redbi-plain-button',
  primary: 'redbi-plain-primary',
  default: 'redbi-plain-default',
  link: 'redbi-plain-link',
  small: 'redbi-plain-small',
  block: 'redbi-plain-block',
  loading: 'redbi-plain-loading',
} as const;

const c = plainClass;

/**
 * The CSS of the plain controls, from the theme's tokens: antd's middle-size Input and Password, its primary,
 * default and link Buttons and its vertical Form.Item (label, required mark, the error below the field), as
 * antd 5 draws them (sizes, borders, hover and focus rings, error colours), in light and dark alike; and
 * the links inside the scope as antd's global link style draws them (a page without antd components has none).
 */
export function plainControlsCss(token: GlobalToken): string {
  const border = `${token.lineWidth}px ${token.lineType}`;
  const focusRing = `0 0 0 ${token.controlOutlineWidth}px`;
  const transition = `all ${token.motionDurationMid}`;
  const paddingBlock = Math.max((token.controlHeight - token.fontSize * token.lineHeight) / 2 - token.lineWidth, 0);
  const paddingInline = token.paddingSM - token.lineWidth;
  return `
.${c.scope} a:not([class]) { color: ${token.colorLink}; text-decoration: ${String(token.linkDecoration ?? 'none')}; background-color: transparent; outline: none; cursor: pointer; transition: color ${token.motionDurationSlow}; }
.${c.scope} a:not([class]):hover { color: ${token.colorLinkHover}; text-decoration: ${String(token.linkHoverDecoration ?? 'none')}; }
.${c.scope} a:not([class]):active { color: ${token.colorLinkActive}; }
.${c.scope} a:not([class]):focus { text-decoration: ${String(token.linkFocusDecoration ?? 'none')}; }
.${c.item} { margin-bottom: ${token.marginLG}px; }
.${c.item}.${c.invalid} { margin-bottom: 0; }
.${c.label} { display: block; padding: 0 0 ${token.paddingXS}px; color: ${token.colorTextHeading}; font-size: ${token.fontSize}px; line-height: ${token.lineHeight}; }
.${c.required}::before { content: '*'; display: inline-block; margin-inline-end: ${token.marginXXS}px; color: ${token.colorError}; font-family: SimSun, sans-serif; font-size: ${token.fontSize}px; line-height: 1; }
.${c.error} { min-height: ${token.controlHeightSM}px; color: ${token.colorError}; font-size: ${token.fontSize}px; line-height: ${token.lineHeight}; }
.${c.input}, .${c.affix} { box-sizing: border-box; width: 100%; margin: 0; padding: ${paddingBlock}px ${paddingInline}px; color: ${token.colorText}; font-size: ${token.fontSize}px; line-height: ${token.lineHeight}; font-family: inherit; background: ${token.colorBgContainer}; border: ${border} ${token.colorBorder}; border-radius: ${token.borderRadius}px; transition: ${transition}; }
.${c.affix} { display: inline-flex; align-items: center; }
.${c.affix} > input { flex: auto; min-width: 0; padding: 0; margin: 0; border: 0; outline: 0; background: transparent; color: inherit; font: inherit; line-height: inherit; }
.${c.input}::placeholder, .${c.affix} > input::placeholder { color: ${token.colorTextPlaceholder}; }
.${c.input}:hover, .${c.affix}:hover { border-color: ${token.colorPrimaryHover}; }
.${c.input}:focus, .${c.affix}:focus-within { border-color: ${token.colorPrimary}; box-shadow: ${focusRing} ${token.controlOutline}; outline: 0; }
.${c.invalid} .${c.input}, .${c.invalid} .${c.affix} { border-color: ${token.colorError}; }
.${c.invalid} .${c.input}:hover, .${c.invalid} .${c.affix}:hover { border-color: ${token.colorErrorBorderHover}; }
.${c.invalid} .${c.input}:focus, .${c.invalid} .${c.affix}:focus-within { border-color: ${token.colorError}; box-shadow: ${focusRing} ${token.colorErrorOutline}; }
.${c.suffix} { display: inline-flex; align-items: center; margin-inline-start: ${token.marginXXS}px; padding: 0; border: 0; background: none; color: ${token.colorIcon}; font-size: ${token.fontSize}px; cursor: pointer; transition: ${transition}; }
.${c.suffix}:hover { color: ${token.colorIconHover}; }
.${c.button} { box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; gap: ${token.marginXS}px; height: ${token.controlHeight}px; padding: ${paddingBlock}px ${token.paddingContentHorizontal - token.lineWidth}px; font-family: inherit; font-size: ${token.fontSize}px; line-height: ${token.lineHeight}; white-space: nowrap; text-decoration: none; border: ${border} transparent; border-radius: ${token.borderRadius}px; background: transparent; cursor: pointer; outline: none; transition: ${transition}; }
.${c.button}:focus-visible { outline: ${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}; outline-offset: 1px; }
.${c.block} { width: 100%; }
.${c.primary} { color: ${token.colorTextLightSolid}; background: ${token.colorPrimary}; box-shadow: 0 ${token.controlOutlineWidth}px 0 ${token.controlOutline}; }
.${c.primary}:hover { background: ${token.colorPrimaryHover}; }
.${c.primary}:active { background: ${token.colorPrimaryActive}; }
.${c.default} { color: ${token.colorText}; background: ${token.colorBgContainer}; border-color: ${token.colorBorder}; box-shadow: 0 ${token.controlOutlineWidth}px 0 ${token.colorFillQuaternary}; }
.${c.default}:hover { color: ${token.colorPrimaryHover}; border-color: ${token.colorPrimaryHover}; }
.${c.link} { color: ${token.colorLink}; }
.${c.link}:hover { color: ${token.colorLinkHover}; }
.${c.link}:active { color: ${token.colorLinkActive}; }
.${c.link}:disabled { color: ${token.colorTextDisabled}; cursor: not-allowed; }
.${c.small} { height: ${token.controlHeightSM}px; padding: 0 ${8 - token.lineWidth}px; border-radius: ${token.borderRadiusSM}px; }
.${c.loading} { opacity: 0.65; cursor: default; }
`;
}
