import { Select } from 'antd';
import { useRoles } from './memberQueries';

interface RolesSelectProps {
  orgId: string;
  id?: string;
  value?: string[];
  onChange?: (roleIds: string[]) => void;
}

/** Several roles of the organisation, by name (a form control: value is the role ids). */
export function RolesSelect({ orgId, id, value, onChange }: RolesSelectProps) {
  const roles = useRoles(orgId);
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      loading={roles.isPending}
      options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
      optionFilterProp="label"
      allowClear
    />
  );
}
