import type { ControllerFacadeProps } from '../../boardContract';
import { isGroupKey } from './optionTree';

/** The options of a flat list facade (select, radio, checkbox): values with their labels, hierarchy groups left out. */
export const listOptions = (options: ControllerFacadeProps['options']): { value: string; label: string }[] =>
  options.filter((option) => !isGroupKey(option.value)).map((option) => ({ value: option.value, label: option.label ?? option.value }));

/**
 * How a select finds options as the viewer types: asking the server (the facade was given onSearch, and
 * then shows what it answers as is) or matching the labels it has. Picking a value or closing the list
 * empties the typed text (the select clears its input without telling): the server's whole list comes back.
 */
export const searchProps = (onSearch: ControllerFacadeProps['onSearch']) =>
  onSearch
    ? { showSearch: true, filterOption: false, onSearch, onSelect: () => onSearch(''), onOpenChange: (open: boolean) => open || onSearch('') }
    : { showSearch: true, optionFilterProp: 'label' as const };
