import type { SubjectPermissions } from '@redbi/shared/domain';
import { modules } from '@redbi/shared/permissions';
import { Card, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { moduleOn, withModule, type PermissionDraft } from './permissionDraft';

interface ModuleSwitchesProps {
  saved: SubjectPermissions;
  draft: PermissionDraft;
  onDraftChange: (draft: PermissionDraft) => void;
}

/** The four module switches of a subject (Source, View, Viz, Schedule), each labelled by its name. */
export function ModuleSwitches({ saved, draft, onDraftChange }: ModuleSwitchesProps) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('permissions.modules')}>
      <Typography.Paragraph type="secondary">{t('permissions.modulesHint')}</Typography.Paragraph>
      <Flex gap="large" wrap>
        {modules.map((module) => {
          const id = `permission-module-${module}`;
          return (
            <Flex key={module} align="center" gap="small">
              <Switch
                id={id}
                checked={moduleOn(saved, draft, module)}
                onChange={(enabled) => onDraftChange(withModule(saved, draft, module, enabled))}
              />
              <label htmlFor={id}>{t(`permissions.module.${module}`)}</label>
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
