import type { WidgetOf } from '@redbi/shared/domain';
import { theme } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { WidgetViewProps } from '../boardContract';

const TICK_MS = 1000;

/** A clock: the time now in the author's dayjs format, ticking each second. */
export function TimerWidgetView({ widget }: WidgetViewProps<WidgetOf<'timer'>>) {
  const { token } = theme.useToken();
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const { format, fontSize, color } = widget.config;
  return (
    <div style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
      <time dateTime={now.toISOString()} style={{ fontSize, color: color || token.colorText, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {now.format(format)}
      </time>
    </div>
  );
}
