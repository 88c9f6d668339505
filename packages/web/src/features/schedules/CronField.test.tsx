import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/queryClient';
import { CronField } from './CronField';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CronField value={value} onChange={setValue} />
      <output aria-label="expression">{value}</output>
    </>
  );
}

const renderField = (initial: string) =>
  render(
    <AppProviders queryClient={createQueryClient(() => undefined)}>
      <Harness initial={initial} />
    </AppProviders>,
  );

const expression = () => screen.getByRole('status', { name: 'expression' }).textContent;
const kindShown = () => (screen.getByRole('combobox', { name: 'How often' }).closest('.ant-select') as HTMLElement).querySelector('.ant-select-selection-item')?.textContent;

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const dropdown = await waitFor(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
    if (!shown) throw new Error('no open dropdown');
    return shown;
  });
  fireEvent.click(within(dropdown).getByTitle(option));
}

describe('the cron field', { timeout: 30_000 }, () => {
  it('shows a typed expression that says a preset as that preset, and builds expressions from presets', async () => {
    renderField('0 8 * * 1');
    expect(kindShown()).toBe('Weekly');
    expect((screen.getByRole('checkbox', { name: 'Mon' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Fri' }));
    expect(expression()).toBe('0 8 * * 1,5');

    await choose('How often', 'Daily');
    expect(expression()).toBe('0 8 * * *');
    await choose('How often', 'Monthly');
    expect(expression()).toBe('0 8 1 * *');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Day of the month' }), { target: { value: '15' } });
    await waitFor(() => expect(expression()).toBe('0 8 15 * *'));
    await choose('How often', 'Every N minutes');
    expect(expression()).toBe('*/15 * * * *');
    await choose('Every', 'every 5 minutes');
    expect(expression()).toBe('*/5 * * * *');
  });

  it('keeps an expression no preset says as custom, and reads a typed preset again', async () => {
    renderField('0 8-18 * * 1-5');
    expect(kindShown()).toBe('Custom (cron)');
    expect(screen.getByText('Type a cron expression below: minute hour day month weekday.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '30 * * * *' } });
    expect(kindShown()).toBe('Hourly');
    expect((screen.getByRole('spinbutton', { name: 'Minute of the hour' }) as HTMLInputElement).value).toBe('30');
    // 'Custom' chosen by hand leaves the expression as it is.
    await choose('How often', 'Custom (cron)');
    expect(kindShown()).toBe('Custom (cron)');
    expect(expression()).toBe('30 * * * *');
  });
});
