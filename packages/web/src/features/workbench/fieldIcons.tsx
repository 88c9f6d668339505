import { FieldNumberOutlined, FieldStringOutlined, FieldTimeOutlined, FunctionOutlined } from '@ant-design/icons';
import type { FieldType } from '@redbi/shared/domain';
import { theme } from 'antd';
import type { ComponentType } from 'react';
import type { FieldOrigin } from './workbenchFields';

/** An icon per field type, coloured by type (text, numbers, dates apart at a glance); computed fields show a function sign. */
const typeIcons: Record<FieldType, ComponentType<{ 'aria-hidden'?: boolean; style?: object }>> = {
  string: FieldStringOutlined,
  numeric: FieldNumberOutlined,
  date: FieldTimeOutlined,
};

export function FieldTypeIcon({ type, origin = 'column' }: { type: FieldType; origin?: FieldOrigin }) {
  const { token } = theme.useToken();
  const colors: Record<FieldType, string> = { string: token.colorPrimary, numeric: token.colorSuccess, date: token.colorWarning };
  const Icon = origin === 'column' ? typeIcons[type] : FunctionOutlined;
  return <Icon aria-hidden style={{ color: colors[type] }} />;
}
