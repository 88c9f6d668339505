import { Button, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone, timeZoneOptions } from './runTimes';
import './messages';

interface TimeZoneSelectProps {
  id?: string;
  value?: string;
  onChange?: (timeZone: string) => void;
  disabled?: boolean;
}

/** Any IANA time zone the browser knows, searched by name or offset, with a shortcut to the user's own. */
export function TimeZoneSelect({ id, value, onChange, disabled }: TimeZoneSelectProps) {
  const { t } = useTranslation();
  const options = useMemo(() => timeZoneOptions(), []);
  const mine = useMemo(browserTimeZone, []);
  const known = value === undefined || options.some((option) => option.value === value);
  return (
    <Space wrap>
      <Select
        id={id}
        showSearch
        value={value}
        disabled={disabled}
        onChange={(zone: string) => onChange?.(zone)}
        options={known ? options : [{ value, label: value }, ...options]}
        optionFilterProp="label"
        style={{ width: 300 }}
        popupMatchSelectWidth={320}
      />
      {mine && mine !== value && (
        <Button type="link" size="small" disabled={disabled} onClick={() => onChange?.(mine)} style={{ paddingInline: 0 }}>
          {t('schedules.timetable.useMine', { zone: mine })}
        </Button>
      )}
    </Space>
  );
}
