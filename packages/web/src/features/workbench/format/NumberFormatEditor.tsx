import { formatNumber, numberFormatKinds, type FormatLocale, type NumberFormat } from '@redbi/charts';
import { Flex, Form, Input, InputNumber, Segmented, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currencyChoices, kindsWithUnits, sampleValueOf, tidyNumberFormat, unitChoices } from './numberFormatDraft';

interface NumberFormatEditorProps {
  value: NumberFormat | undefined;
  onChange: (format: NumberFormat | undefined) => void;
  locale: FormatLocale;
}

/**
 * A number format (spec §3): numeric, currency, percentage or scientific; units none, K, M, B, 万, 亿;
 * decimals, thousands separator, prefix and suffix; with a live sample written as the chart will write it.
 */
export function NumberFormatEditor({ value, onChange, locale }: NumberFormatEditorProps) {
  const { t } = useTranslation();
  const format: NumberFormat = value ?? { kind: 'default' };
  const change = (patch: Partial<NumberFormat>) => onChange(tidyNumberFormat({ ...format, ...patch }));
  const sample = formatNumber(sampleValueOf[format.kind], format, locale);

  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('workbench.numberFormat.kind')}>
        <Segmented
          block
          aria-label={t('workbench.numberFormat.kind')}
          value={format.kind}
          options={numberFormatKinds.map((kind) => ({ value: kind, label: t(`workbench.numberFormat.kinds.${kind}`) }))}
          onChange={(kind) => change({ kind })}
        />
      </Form.Item>
      <Flex gap="middle" wrap>
        {kindsWithUnits.has(format.kind) && (
          <Form.Item label={t('workbench.numberFormat.unit')} htmlFor="number-format-unit" style={{ minWidth: 160 }}>
            <Select
              id="number-format-unit"
              value={format.unit ?? 'none'}
              options={unitChoices.map((unit) => ({ value: unit, label: t(`workbench.numberFormat.units.${unit}`) }))}
              onChange={(unit) => change({ unit })}
            />
          </Form.Item>
        )}
        <Form.Item label={t('workbench.numberFormat.decimals')} htmlFor="number-format-decimals">
          <InputNumber
            id="number-format-decimals"
            min={0}
            max={20}
            precision={0}
            placeholder={t('workbench.numberFormat.decimalsAuto')}
            value={format.decimals ?? null}
            onChange={(decimals) => change({ decimals: decimals ?? undefined })}
          />
        </Form.Item>
        {format.kind === 'currency' && (
          <Form.Item label={t('workbench.numberFormat.currency')} htmlFor="number-format-currency" style={{ minWidth: 120 }}>
            <Select
              id="number-format-currency"
              value={format.currency ?? (locale === 'zh' ? 'CNY' : 'USD')}
              options={currencyChoices.map((code) => ({ value: code, label: code }))}
              onChange={(currency) => change({ currency })}
            />
          </Form.Item>
        )}
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item label={t('workbench.numberFormat.prefix')} htmlFor="number-format-prefix">
          <Input id="number-format-prefix" maxLength={50} style={{ width: 120 }} value={format.prefix ?? ''} onChange={(event) => change({ prefix: event.target.value })} />
        </Form.Item>
        <Form.Item label={t('workbench.numberFormat.suffix')} htmlFor="number-format-suffix">
          <Input id="number-format-suffix" maxLength={50} style={{ width: 120 }} value={format.suffix ?? ''} onChange={(event) => change({ suffix: event.target.value })} />
        </Form.Item>
        <Form.Item label={t('workbench.numberFormat.thousands')} htmlFor="number-format-thousands">
          <Switch id="number-format-thousands" checked={format.thousands !== false} onChange={(thousands) => change({ thousands })} />
        </Form.Item>
      </Flex>
      <Flex gap="small" align="baseline">
        <Typography.Text type="secondary">{t('workbench.numberFormat.sample')}</Typography.Text>
        <Typography.Text strong style={{ fontSize: 20, fontVariantNumeric: 'tabular-nums' }}>
          <output aria-label={t('workbench.numberFormat.sample')}>{sample}</output>
        </Typography.Text>
      </Flex>
    </Form>
  );
}
