import { dateFormats, formatDate } from '@redbi/charts';
import { Flex, Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The moment every sample writes: a day and time with distinct digits, so each token shows. */
export const SAMPLE_MOMENT = '2024-03-05T07:08:09';
const BY_LEVEL = '';
const CUSTOM = 'custom';

interface DateFormatEditorProps {
  /** The field's pattern; undefined: by its date level. */
  value: string | undefined;
  onChange: (pattern: string | undefined) => void;
  /** The sample as the field's date level writes it (when no format is set). */
  levelSample: string;
}

/** Spec §9's date formats (YYYY-MM-DD, YYYY-MM-DD HH:mm:ss) or a custom pattern, with a live sample. */
export function DateFormatEditor({ value, onChange, levelSample }: DateFormatEditorProps) {
  const { t } = useTranslation();
  const preset = value === undefined ? BY_LEVEL : (dateFormats as readonly string[]).includes(value) ? value : CUSTOM;
  const [choice, setChoice] = useState(preset);
  const [custom, setCustom] = useState(preset === CUSTOM ? (value ?? '') : 'YYYY/MM/DD');
  const sample = choice === BY_LEVEL ? levelSample : formatDate(SAMPLE_MOMENT, choice === CUSTOM ? custom : choice);

  const choose = (next: string) => {
    setChoice(next);
    onChange(next === BY_LEVEL ? undefined : next === CUSTOM ? custom.trim() || undefined : next);
  };
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('workbench.dateFormat.label')}>
        <Radio.Group aria-label={t('workbench.dateFormat.label')} value={choice} onChange={(event) => choose(String(event.target.value))}>
          <Flex vertical gap={6}>
            <Radio value={BY_LEVEL}>{t('workbench.dateFormat.byLevel')}</Radio>
            {dateFormats.map((format) => (
              <Radio key={format} value={format}>
                <code>{format}</code>
              </Radio>
            ))}
            <Radio value={CUSTOM}>{t('workbench.dateFormat.custom')}</Radio>
          </Flex>
        </Radio.Group>
      </Form.Item>
      {choice === CUSTOM && (
        <Form.Item label={t('workbench.dateFormat.pattern')} htmlFor="date-format-pattern" extra={t('workbench.dateFormat.patternHint')}>
          <Input
            id="date-format-pattern"
            maxLength={64}
            value={custom}
            style={{ fontFamily: 'monospace' }}
            onChange={(event) => {
              setCustom(event.target.value);
              onChange(event.target.value.trim() || undefined);
            }}
          />
        </Form.Item>
      )}
      <Flex gap="small" align="baseline">
        <Typography.Text type="secondary">{t('workbench.dateFormat.sample')}</Typography.Text>
        <Typography.Text strong style={{ fontSize: 18 }}>
          <output aria-label={t('workbench.dateFormat.sample')}>{sample}</output>
        </Typography.Text>
      </Flex>
    </Form>
  );
}
