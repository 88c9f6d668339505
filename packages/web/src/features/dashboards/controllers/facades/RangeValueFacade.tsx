import { Flex, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControllerFacadeProps } from '../../boardContract';
import { controllerName, numberOf, numberValue, rangeProblem } from './facadeValues';
import { useSettledDraft } from './useSettledDraft';

type Ends = [number | null, number | null];
const sameEnds = (a: Ends, b: Ends) => a[0] === b[0] && a[1] === b[1];
const given = (end: number | null) => end ?? undefined;

/**
 * A numeric range (between / not between): two numbers. Spec §5: both ends are needed and the end must
 * exceed the start; until then the message shows and nothing is reported. Both emptied clears the controller.
 */
export function RangeValueFacade({ widget, values, onChange, disabled }: ControllerFacadeProps) {
  const { t } = useTranslation();
  const { min, max, step } = widget.config;
  const name = controllerName(widget);
  const current: Ends = [numberOf(values[0]) ?? null, numberOf(values[1]) ?? null];
  const report = ([start, end]: Ends) => {
    if (start === null && end === null) onChange([]);
    else if (start !== null && end !== null && rangeProblem(start, end) === undefined) onChange([numberValue(start), numberValue(end)]);
  };
  const { draft, setDraft } = useSettledDraft<Ends>(current, report, sameEnds);
  const problem = rangeProblem(given(draft[0]), given(draft[1]));
  const end = (index: 0 | 1, label: string) => (
    <InputNumber<number>
      aria-label={`${name}: ${label}`}
      style={{ flex: 1, minWidth: 0 }}
      placeholder={label}
      min={min}
      max={max}
      step={step}
      status={problem ? 'error' : undefined}
      value={draft[index]}
      disabled={disabled}
      onChange={(next) => setDraft(index === 0 ? [next, draft[1]] : [draft[0], next])}
    />
  );
  return (
    <Flex vertical gap={2}>
      <Flex gap={4} align="center">
        {end(0, t('controllers.control.start'))}
        <Typography.Text type="secondary">~</Typography.Text>
        {end(1, t('controllers.control.end'))}
      </Flex>
      {problem && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12, lineHeight: '16px' }}>
          {t(problem)}
        </Typography.Text>
      )}
    </Flex>
  );
}
