import { theme } from 'antd';
import type { OutputOfKind, OutputViewProps } from './outputViewProps';

/**
 * A rich-text chart. The HTML is the rich-text type's own output, sanitised by packages/charts (the same
 * text the server renders); it is the only HTML the chart area ever sets, and it comes from nowhere else.
 */
export function RichText({ output }: OutputViewProps<OutputOfKind<'richtext'>>) {
  const { token } = theme.useToken();
  const { style } = output;
  return (
    <div
      style={{ height: '100%', overflow: 'auto', padding: token.padding, boxSizing: 'border-box', color: style.color, fontSize: style.fontSize, lineHeight: style.lineHeight, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: output.html }}
    />
  );
}
