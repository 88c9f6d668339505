import { theme, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * What stands in the chart area when there is nothing to draw (a reason, an empty result, an error): centred
 * in the area the chart would take, so a board keeps its layout and the rest of it stays usable.
 */
export function ChartNotice({ icon, title, detail, action, role }: { icon: ReactNode; title: string; detail?: ReactNode; action?: ReactNode; role?: 'alert' | 'status' }) {
  const { token } = theme.useToken();
  return (
    <div
      role={role}
      style={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: token.marginXS,
        padding: token.padding,
        textAlign: 'center',
        overflow: 'auto',
      }}
    >
      <span aria-hidden style={{ fontSize: 28, color: token.colorTextTertiary }}>
        {icon}
      </span>
      <Typography.Text strong>{title}</Typography.Text>
      {detail !== undefined && (
        <Typography.Text type="secondary" style={{ maxWidth: 560, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {detail}
        </Typography.Text>
      )}
      {action}
    </div>
  );
}
