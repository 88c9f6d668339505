import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Line and column (both 0-based) of a 0-based offset in a text. */
export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length))).split('\n');
  return { line: before.length - 1, column: before.at(-1)?.length ?? 0 };
}

/** The server's message, and the expression's line with a caret under the place it points at. */
export function ExpressionErrorMarker({ expression, position, message }: { expression: string; position?: number; message: string }) {
  const { t } = useTranslation();
  if (position === undefined) return <Alert type="error" showIcon message={message} />;
  const { line, column } = lineAndColumn(expression, position);
  const lineText = expression.split('\n')[line] ?? '';
  return (
    <Alert
      type="error"
      showIcon
      message={message}
      description={
        <>
          <Typography.Text type="secondary">{t('viewModel.errorLocation', { line: line + 1, column: column + 1 })}</Typography.Text>
          <pre aria-label={t('viewModel.errorMarker')} style={{ margin: '4px 0 0', fontFamily: 'monospace', whiteSpace: 'pre', overflowX: 'auto' }}>
            {`${lineText}\n${' '.repeat(column)}^`}
          </pre>
        </>
      }
    />
  );
}
