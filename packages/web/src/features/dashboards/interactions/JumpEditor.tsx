import { jumpActions, jumpKinds, WidgetInteractionsSchema, type WidgetInteractions } from '@redbi/shared/domain';
import { Alert, Input, Radio, Segmented, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVizTree } from '../../vizs/vizQueries';
import type { SourceField } from './chartFieldOptions';
import { FieldMappingList } from './FieldMappingList';
import { useJumpParamNames } from './useJumpParamNames';
import { VizTargetSelect } from './VizTargetSelect';
import './messages';

type Jump = WidgetInteractions['jump'];
type JumpKind = Jump['kind'];

/** The board schema's rule for a jump address: http(s), or a path on this site. */
const jumpUrlSchema = WidgetInteractionsSchema.shape.jump.unwrap().shape.url;
const isJumpUrl = (text: string) => jumpUrlSchema.safeParse(text).success;

interface JumpEditorProps {
  orgId: string;
  jump: Jump;
  sources: readonly SourceField[];
  onChange: (jump: Jump) => void;
}

/**
 * Jump of a chart widget: to a chart or a dashboard picked from the viz tree, or to an address; opened in
 * place, in a dialog or in a new tab; with the clicked fields passed as query-variable values of the
 * chart's view (chart), controller presets (dashboard) or URL parameters. A target no longer in the tree
 * says so (spec §8) until another is picked.
 */
export function JumpEditor({ orgId, jump, sources, onChange }: JumpEditorProps) {
  const { t } = useTranslation();
  const tree = useVizTree(orgId, jump.enabled && jump.kind !== 'url');
  const paramNames = useJumpParamNames(orgId, jump);
  const gone = jump.kind !== 'url' && jump.targetId !== undefined && tree.data !== undefined && !tree.data.some((node) => node.id === jump.targetId && node.kind === jump.kind);
  const setKind = (kind: JumpKind) => onChange({ ...jump, kind, targetId: undefined, url: kind === 'url' ? jump.url : undefined });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Switch aria-label={t('boardInteractions.jump.enable')} checked={jump.enabled} onChange={(enabled) => onChange({ ...jump, enabled })} />
        <Typography.Text>{t('boardInteractions.jump.enable')}</Typography.Text>
      </Space>
      {jump.enabled && (
        <>
          <Segmented<JumpKind> aria-label={t('boardInteractions.jump.kind')} value={jump.kind} options={jumpKinds.map((kind) => ({ value: kind, label: t(`boardInteractions.jump.kinds.${kind}`) }))} onChange={setKind} />
          {jump.kind === 'url' ? (
            <JumpUrlInput url={jump.url} onChange={(url) => onChange({ ...jump, url })} />
          ) : (
            <VizTargetSelect nodes={tree.data ?? []} kind={jump.kind} value={jump.targetId} invalid={gone} placeholder={t(`boardInteractions.jump.pick.${jump.kind}`)} onChange={(targetId) => onChange({ ...jump, targetId })} />
          )}
          {gone && <Alert type="warning" showIcon message={t('errors.jumpTargetInvalid')} />}
          <Typography.Text type="secondary">{t('boardInteractions.jump.action')}</Typography.Text>
          <Radio.Group aria-label={t('boardInteractions.jump.action')} value={jump.action} onChange={(event) => onChange({ ...jump, action: event.target.value as Jump['action'] })}>
            {jumpActions.map((action) => (
              <Radio.Button key={action} value={action}>
                {t(`boardInteractions.jump.actions.${action}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
          <Typography.Text type="secondary">
            {t('boardInteractions.jump.params')} — {t(`boardInteractions.jump.paramsHint.${jump.kind}`)}
          </Typography.Text>
          <FieldMappingList
            sources={sources}
            mappings={jump.params}
            onChange={(params) => onChange({ ...jump, params })}
            suggestions={{ field: paramNames }}
            kinds={['field']}
            targetLabel={() => t(`boardInteractions.jump.paramTarget.${jump.kind}`)}
          />
        </>
      )}
    </Space>
  );
}

/**
 * The address of a URL jump. What is typed reaches the board only once the schema would take it (or when
 * cleared), so a half-typed address never makes the board unsavable; until then it says what is expected.
 */
function JumpUrlInput({ url, onChange }: { url: string | undefined; onChange: (url: string | undefined) => void }) {
  const { t } = useTranslation();
  // The text typed, and the address it last gave the board: another address coming in (undo) replaces the text.
  const [draft, setDraft] = useState({ text: url ?? '', url });
  if (draft.url !== url) setDraft({ text: url ?? '', url });
  const valid = draft.text.trim() === '' || isJumpUrl(draft.text.trim());
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={2}>
      <Input
        aria-label={t('boardInteractions.jump.url')}
        placeholder={t('boardInteractions.jump.urlPlaceholder')}
        status={valid ? undefined : 'error'}
        value={draft.text}
        onChange={(event) => {
          const text = event.target.value;
          const next = text.trim() === '' ? undefined : isJumpUrl(text.trim()) ? text.trim() : draft.url;
          setDraft({ text, url: next });
          if (next !== draft.url) onChange(next);
        }}
      />
      {!valid && <Typography.Text type="danger">{t('boardInteractions.jump.urlInvalid')}</Typography.Text>}
    </Space>
  );
}
