import { Checkbox, Input, InputNumber, Select, Space, theme, TimePicker, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cronPresetKinds, cronToPreset, daysInMonth, MINUTE_STEPS, presetOfKind, presetToCron, type CronPreset, type CronPresetKind, type TimeOfDay } from './cronPresets';
import './messages';

interface CronFieldProps {
  id?: string;
  value?: string;
  onChange?: (expression: string) => void;
  disabled?: boolean;
}

/** Sunday 0 … Saturday 6, listed Monday first. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** Weekday and month names in the user's language ('Mon', '周一'; 'January', '一月'). */
function useCalendarNames() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const locale = i18n.language.startsWith('zh') ? 'zh-CN' : 'en-GB';
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    // 4 January 1970 was a Sunday.
    const weekdays = Array.from({ length: 7 }, (_, day) => weekday.format(new Date(Date.UTC(1970, 0, 4 + day))));
    const months = Array.from({ length: 12 }, (_, index) => month.format(new Date(Date.UTC(2000, index, 1))));
    return { weekdays, months };
  }, [i18n.language]);
}

function TimeOfDayPicker({ value, onChange, disabled, label }: { value: TimeOfDay; onChange: (time: TimeOfDay) => void; disabled?: boolean; label: string }) {
  return (
    <TimePicker
      aria-label={label}
      format="HH:mm"
      value={dayjs().hour(value.hour).minute(value.minute).second(0)}
      onChange={(time) => {
        if (time) onChange({ hour: time.hour(), minute: time.minute() });
      }}
      allowClear={false}
      needConfirm={false}
      disabled={disabled}
      style={{ width: 104 }}
    />
  );
}

/**
 * A cron expression built from presets (every N minutes, hourly, daily, weekly, monthly, yearly) or typed;
 * a typed expression that says a preset shows as that preset, anything else as 'Custom'.
 */
export function CronField({ id, value = '', onChange, disabled }: CronFieldProps) {
  const { t } = useTranslation();
  const { weekdays, months } = useCalendarNames();
  const { token } = theme.useToken();
  const preset = cronToPreset(value);
  // 'Custom' chosen by hand keeps the expression box in charge even when it says a preset.
  const [customChosen, setCustomChosen] = useState(false);
  const kind: CronPresetKind | 'custom' = customChosen || !preset ? 'custom' : preset.kind;
  const set = (next: CronPreset) => onChange?.(presetToCron(next));
  /** A word after a number in some languages ('30 分', '1 日'); none in English. */
  const suffix = (key: 'minuteSuffix' | 'daySuffix') => {
    const text = t(`schedules.cron.${key}`);
    return text === '' ? null : <span>{text}</span>;
  };
  const time = (current: CronPreset & TimeOfDay) => (
    <TimeOfDayPicker value={current} disabled={disabled} label={t('schedules.cron.time')} onChange={(chosen) => set({ ...current, ...chosen })} />
  );

  const controls = (() => {
    if (kind === 'custom' || !preset) return <Typography.Text type="secondary">{t('schedules.cron.customHint')}</Typography.Text>;
    switch (preset.kind) {
      case 'minutes':
        return (
          <Select
            aria-label={t('schedules.cron.every')}
            value={preset.every}
            disabled={disabled}
            style={{ width: 170 }}
            onChange={(every: number) => set({ kind: 'minutes', every })}
            options={[...new Set<number>([...MINUTE_STEPS, preset.every])].sort((a, b) => a - b).map((every) => ({ value: every, label: t('schedules.cron.minutesOption', { count: every }) }))}
          />
        );
      case 'hourly':
        return (
          <Space>
            <span>{t('schedules.cron.atMinute')}</span>
            <InputNumber aria-label={t('schedules.cron.minute')} min={0} max={59} precision={0} value={preset.minute} disabled={disabled} onChange={(minute) => minute !== null && set({ kind: 'hourly', minute })} style={{ width: 72 }} />
            {suffix('minuteSuffix')}
          </Space>
        );
      case 'daily':
        return (
          <Space>
            <span>{t('schedules.cron.at')}</span>
            {time(preset)}
          </Space>
        );
      case 'weekly':
        return (
          <Space wrap>
            <Checkbox.Group
              aria-label={t('schedules.cron.weekdays')}
              value={preset.days}
              disabled={disabled}
              onChange={(days) => days.length > 0 && set({ ...preset, days: [...days].sort((a, b) => a - b) })}
              options={WEEK.map((day) => ({ value: day, label: weekdays[day] }))}
            />
            <span>{t('schedules.cron.at')}</span>
            {time(preset)}
          </Space>
        );
      case 'monthly':
        return (
          <Space wrap>
            <span>{t('schedules.cron.onDay')}</span>
            <InputNumber aria-label={t('schedules.cron.day')} min={1} max={31} precision={0} value={preset.day} disabled={disabled} onChange={(day) => day !== null && set({ ...preset, day })} style={{ width: 72 }} />
            {suffix('daySuffix')}
            <span>{t('schedules.cron.at')}</span>
            {time(preset)}
          </Space>
        );
      case 'yearly':
        return (
          <Space wrap>
            <span>{t('schedules.cron.onDate')}</span>
            <Select
              aria-label={t('schedules.cron.month')}
              value={preset.month}
              disabled={disabled}
              style={{ width: 130 }}
              onChange={(month: number) => set({ ...preset, month, day: Math.min(preset.day, daysInMonth(month)) })}
              options={months.map((name, index) => ({ value: index + 1, label: name }))}
            />
            <InputNumber aria-label={t('schedules.cron.day')} min={1} max={daysInMonth(preset.month)} precision={0} value={preset.day} disabled={disabled} onChange={(day) => day !== null && set({ ...preset, day })} style={{ width: 72 }} />
            {suffix('daySuffix')}
            <span>{t('schedules.cron.at')}</span>
            {time(preset)}
          </Space>
        );
    }
  })();

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={8}>
      <Space wrap align="center">
        <Select
          aria-label={t('schedules.cron.repeat')}
          value={kind}
          disabled={disabled}
          style={{ width: 190 }}
          onChange={(chosen: CronPresetKind | 'custom') => {
            setCustomChosen(chosen === 'custom');
            if (chosen !== 'custom') set(presetOfKind(chosen, preset));
          }}
          options={[...cronPresetKinds, 'custom' as const].map((option) => ({ value: option, label: t(`schedules.cron.kind.${option}`) }))}
        />
        {controls}
      </Space>
      <Input
        id={id}
        value={value}
        disabled={disabled}
        addonBefore="cron"
        spellCheck={false}
        autoComplete="off"
        style={{ fontFamily: token.fontFamilyCode, maxWidth: 420 }}
        placeholder="0 8 * * 1"
        onChange={(event) => {
          setCustomChosen(false);
          onChange?.(event.target.value);
        }}
      />
    </Space>
  );
}
