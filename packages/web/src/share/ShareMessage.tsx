import { Result } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '../components/usePageTitle';

/** A full-page message of a share page (expired, revoked, unknown link, not open to this viewer …). */
export function ShareMessage({ status, title, message, extra }: { status: 'info' | 'warning' | '403' | '404'; title: string; message?: string; extra?: ReactNode }) {
  usePageTitle(title);
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <Result status={status} title={title} subTitle={message} extra={extra} />
    </main>
  );
}
