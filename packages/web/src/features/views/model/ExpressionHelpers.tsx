import { functionCategories, type FunctionInfo } from '@redbi/shared/query';
import { Button, Card, Flex, Input, Spin, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupFieldPaths } from './fieldPaths';
import { useFunctionCatalogue } from './expressionQueries';

interface ExpressionHelpersProps {
  sourceId: string;
  /** The fields the expression may use. */
  fieldNames: readonly string[];
  /** Puts text at the cursor; `caret` is where the cursor goes inside it. */
  onInsert: (text: string, caret?: number) => void;
}

/** Lists to click into the expression: the fields (grouped by table) and the source dialect's functions. */
export function ExpressionHelpers({ sourceId, fieldNames, onInsert }: ExpressionHelpersProps) {
  const { t } = useTranslation();
  const scroll = { maxHeight: 220, overflowY: 'auto' } as const;
  return (
    <Flex vertical gap="small" style={{ width: 280, flex: 'none' }}>
      <Card size="small" title={t('viewModel.fieldsTitle')} styles={{ body: scroll }}>
        <nav aria-label={t('viewModel.fieldsTitle')}>
          {fieldNames.length === 0 && <Typography.Text type="secondary">{t('viewModel.noFields')}</Typography.Text>}
          {groupFieldPaths(fieldNames).map((node) =>
            node.kind === 'field' ? (
              <FieldButton key={node.name} name={node.name} label={node.name} onInsert={onInsert} />
            ) : (
              <div key={node.name}>
                <Typography.Text type="secondary">{node.name}</Typography.Text>
                {node.children.map((leaf) => (
                  <FieldButton key={leaf.name} name={leaf.name} label={leaf.displayName} onInsert={onInsert} />
                ))}
              </div>
            ),
          )}
        </nav>
      </Card>
      <FunctionList sourceId={sourceId} onInsert={onInsert} scroll={scroll} />
    </Flex>
  );
}

function FieldButton({ name, label, onInsert }: { name: string; label: string; onInsert: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <Button type="link" size="small" block style={{ justifyContent: 'flex-start' }} aria-label={t('viewModel.insertField', { name })} onClick={() => onInsert(`[${name}]`)}>
      {label}
    </Button>
  );
}

const matches = (info: FunctionInfo, needle: string) => needle === '' || info.name.toLowerCase().includes(needle) || info.syntax.toLowerCase().includes(needle);

function FunctionList({ sourceId, onInsert, scroll }: { sourceId: string; onInsert: (text: string, caret?: number) => void; scroll: object }) {
  const { t } = useTranslation();
  const catalogue = useFunctionCatalogue(sourceId);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const functions = (catalogue.data ?? []).filter((info) => matches(info, needle));

  return (
    <Card size="small" title={t('viewModel.functionsTitle')} styles={{ body: scroll }}>
      <Input
        size="small"
        allowClear
        aria-label={t('viewModel.searchFunctions')}
        placeholder={t('viewModel.searchFunctions')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      {catalogue.isPending && catalogue.fetchStatus !== 'idle' && <Spin size="small" />}
      {catalogue.isError && (
        <Flex vertical align="start">
          <Typography.Text type="warning">{t('viewModel.functionsFailed')}</Typography.Text>
          <Button size="small" onClick={() => void catalogue.refetch()}>
            {t('common.retry')}
          </Button>
        </Flex>
      )}
      <nav aria-label={t('viewModel.functionsTitle')}>
        {functionCategories.map((category) => {
          const inCategory = functions.filter((info) => info.category === category);
          if (inCategory.length === 0) return null;
          return (
            <div key={category}>
              <Typography.Text type="secondary">{t(`viewModel.functionCategory.${category}`)}</Typography.Text>
              {inCategory.map((info) => (
                <Tooltip
                  key={info.name}
                  placement="left"
                  title={info.returns ? t('viewModel.functionReturns', { syntax: info.syntax, type: t(`viewModel.fieldType.${info.returns}`) }) : info.syntax}
                >
                  <Button
                    type="link"
                    size="small"
                    block
                    style={{ justifyContent: 'flex-start' }}
                    aria-label={t('viewModel.insertFunction', { name: info.name })}
                    onClick={() => onInsert(`${info.name}()`, info.name.length + 1)}
                  >
                    {info.name}
                  </Button>
                </Tooltip>
              ))}
            </div>
          );
        })}
      </nav>
    </Card>
  );
}
