import type { Privilege, ResourceType } from '@redbi/shared/permissions';
import { withImplied } from '@redbi/shared/permissions';
import { Button, Checkbox, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { impliedByOthers } from './permissionDraft';

interface PrivilegeCheckboxProps {
  type: ResourceType;
  privilege: Privilege;
  /** What the node has: its own setting, else what it inherits. */
  ticked: readonly Privilege[];
  resourceName: string;
  onToggle: (checked: boolean) => void;
}

/** One privilege of one node ('View on All resources'); checked and locked when another one implies it. */
export function PrivilegeCheckbox({ type, privilege, ticked, resourceName, onToggle }: PrivilegeCheckboxProps) {
  const { t } = useTranslation();
  const implied = impliedByOthers(type, ticked, privilege);
  return (
    <Checkbox
      aria-label={t('permissions.privilegeOn', { privilege: t(`permissions.privilege.${privilege}`), resource: resourceName })}
      checked={withImplied(type, ticked).has(privilege)}
      disabled={implied}
      onChange={(event) => onToggle(event.target.checked)}
    />
  );
}

interface SettingStateProps {
  /** Set on the node itself (after the draft). */
  isSet: boolean;
  /** The name of the node it inherits from, if any. */
  inheritsFrom: string | undefined;
  changed: boolean;
  /** The "all resources" root: it has nothing to inherit from, so its setting is removed, not reset. */
  isRoot: boolean;
  resourceName: string;
  onReset: () => void;
}

/** Whether the node is set here, inherits (from where), or has nothing; unsaved marks; reset to inherited. */
export function SettingState({ isSet, inheritsFrom, changed, isRoot, resourceName, onReset }: SettingStateProps) {
  const { t } = useTranslation();
  return (
    <Space size="small" wrap>
      {isSet ? (
        <Tag color="blue">{t('permissions.setHere')}</Tag>
      ) : inheritsFrom !== undefined ? (
        <Tag>{t('permissions.inheritedFrom', { name: inheritsFrom })}</Tag>
      ) : (
        <Tag>{t('permissions.notSet')}</Tag>
      )}
      {changed && <Tag color="orange">{t('permissions.changed')}</Tag>}
      {isSet && (
        <Button
          size="small"
          type="link"
          aria-label={t(isRoot ? 'permissions.clearOn' : 'permissions.resetOn', { resource: resourceName })}
          onClick={onReset}
        >
          {t(isRoot ? 'permissions.clear' : 'permissions.reset')}
        </Button>
      )}
    </Space>
  );
}
