import type { SubjectRef, SubjectType } from '@redbi/shared/permissions';
import { Empty, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { LoadFailure } from '../../components/LoadFailure';
import { SidePanelLayout } from '../../components/sidePanel/SidePanelLayout';
import { changeCount, emptyDraft } from './permissionDraft';
import { useMembers, useRoles } from './permissionQueries';
import { SubjectList } from './SubjectList';
import { SubjectPermissionsPanel } from './SubjectPermissionsPanel';
import { roleSubjects, sameSubject, subjectKey, userSubjects, type SubjectItem } from './subjects';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

/**
 * Permissions by subject: roles or users on the left, the chosen one's permissions on the right. Unsaved
 * changes survive switching tabs; choosing another subject or leaving the Permissions page asks first. On a
 * phone the list moves into a drawer once a subject is chosen.
 */
export function BySubjectView({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const roles = useRoles(orgId);
  const members = useMembers(orgId);
  const [kind, setKind] = useState<SubjectType>('role');
  const [selectedRef, setSelectedRef] = useState<SubjectRef>();
  const [draft, setDraft] = useState(emptyDraft);
  const [awaiting, setAwaiting] = useState<SubjectRef>();
  const dirty = changeCount(draft) > 0;
  const blocker = useBlocker(({ nextLocation }) => dirty && !nextLocation.pathname.startsWith(`/organizations/${orgId}/permissions`));

  const list = kind === 'role' ? roles : members;
  if (list.isError) return <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  const roleItems = roleSubjects(roles.data ?? []);
  const userItems = userSubjects(members.data ?? []);
  const items = kind === 'role' ? roleItems : userItems;
  // Looked up in the lists, so a renamed subject shows its new name and a deleted one is no longer chosen.
  const selected = [...roleItems, ...userItems].find((item) => sameSubject(item.ref, selectedRef));

  const choose = (item: SubjectItem) => {
    if (sameSubject(item.ref, selectedRef)) return;
    if (dirty) setAwaiting(item.ref);
    else setSelectedRef(item.ref);
  };
  const discard = () => {
    setDraft(emptyDraft);
    if (blocker.state === 'blocked') blocker.proceed();
    if (awaiting) setSelectedRef(awaiting);
    setAwaiting(undefined);
  };
  const keepEditing = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setAwaiting(undefined);
  };

  return (
    <>
      <SidePanelLayout
        side={
          list.isPending ? (
            <Spin />
          ) : (
            <SubjectList kind={kind} onKindChange={setKind} items={items} selectedKey={selected && subjectKey(selected.ref)} onSelect={choose} />
          )
        }
        sideWidth={280}
        main={
          selected ? (
            <SubjectPermissionsPanel key={subjectKey(selected.ref)} orgId={orgId} subject={selected} draft={draft} onDraftChange={setDraft} />
          ) : (
            <Empty description={t('permissions.chooseSubject')} />
          )
        }
        mainMinWidth={320}
        openKey={selected && subjectKey(selected.ref)}
        sideTitle={t('permissions.bySubject')}
      />
      <UnsavedChangesDialog
        open={awaiting !== undefined || blocker.state === 'blocked'}
        subjectName={selected?.name ?? ''}
        onDiscard={discard}
        onKeepEditing={keepEditing}
      />
    </>
  );
}
