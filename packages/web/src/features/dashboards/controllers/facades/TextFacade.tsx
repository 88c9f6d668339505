import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControllerFacadeProps } from '../../boardContract';
import { controllerName, firstText, textValue } from './facadeValues';
import { useSettledDraft } from './useSettledDraft';

const reportText = (onChange: ControllerFacadeProps['onChange']) => (text: string) => onChange(text === '' ? [] : [textValue(text)]);
const sameText = (a: string, b: string) => a === b;

/** Free text matched by the operator (contains, starts with …): reported once typing pauses, or at Enter. */
export function TextFacade({ widget, values, onChange, disabled }: ControllerFacadeProps) {
  const { t } = useTranslation();
  const { draft, setDraft, flush } = useSettledDraft(firstText(values) ?? '', reportText(onChange), sameText);
  return (
    <Input
      aria-label={controllerName(widget)}
      allowClear
      placeholder={t('controllers.control.type')}
      value={draft}
      disabled={disabled}
      onChange={(event) => setDraft(event.target.value)}
      onClear={() => flush('')}
      onPressEnter={() => flush(draft)}
    />
  );
}
