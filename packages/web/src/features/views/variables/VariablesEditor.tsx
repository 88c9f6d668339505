import './messages';
import { SYSTEM_VARIABLES, type VariableInput } from '@redbi/shared/domain';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VariableDialog } from './VariableDialog';
import { nameTaken, variableDraftOf, type VariableDraft } from './variableDraft';
import { VariablesTable } from './VariablesTable';

interface VariablesEditorProps {
  orgId: string;
  variables: VariableInput[];
  onChange: (variables: VariableInput[]) => void;
  readOnly?: boolean;
  /** The view model's field names: a variable may not take one ('Variable names and model names must be unique'). */
  modelNames?: readonly string[];
}

/** Which dialog is open: a new variable, or the one at an index. */
type Editing = { index?: number } | null;

const noNames: readonly string[] = [];

/**
 * A view's variables, written `$name$` in its SQL: listed, added, changed and deleted here; kept with the
 * view when it is saved.
 */
export function VariablesEditor({ orgId, variables, onChange, readOnly = false, modelNames = noNames }: VariablesEditorProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const drafts = variables.map(variableDraftOf);
  const namesExcept = (index: number | undefined) => [...drafts.filter((_draft, at) => at !== index).map((draft) => draft.name), ...modelNames];
  // Names that came in taken (another variable's earlier in the list, or a field's) are flagged where they are.
  const problemOf = (index: number) => {
    const draft = drafts[index];
    const earlier = [...drafts.slice(0, index).map((other) => other.name), ...modelNames];
    return draft && nameTaken(draft.name, earlier) ? t('validation.uniqueNames') : undefined;
  };
  const save = (variable: VariableDraft) => {
    const index = editing?.index;
    onChange(index === undefined ? [...drafts, variable] : drafts.map((draft, at) => (at === index ? variable : draft)));
    setEditing(null);
  };

  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">
        {t('viewVariables.intro')} {t('viewVariables.systemVariables', { names: SYSTEM_VARIABLES.map((name) => `$${name}$`).join(', ') })}
      </Typography.Text>
      <VariablesTable
        variables={drafts}
        problemOf={problemOf}
        actions={readOnly ? undefined : { edit: (index) => setEditing({ index }), remove: (index) => onChange(drafts.filter((_draft, at) => at !== index)) }}
      />
      {!readOnly && (
        <div>
          <Button onClick={() => setEditing({})}>{t('viewVariables.add')}</Button>
        </div>
      )}
      {editing && (
        <VariableDialog
          orgId={orgId}
          initial={editing.index === undefined ? undefined : drafts[editing.index]}
          takenNames={namesExcept(editing.index)}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
