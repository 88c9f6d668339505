import { vi } from 'vitest';
import { member, role } from '../../members/memberTestData';
import { answerApi } from '../../../testing/renderWithProviders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** Roles and members of organisation o1 for the variable and column permission editors (tests only). */
export const testRoles = [role('r1', 'Sales'), role('r2', 'Finance')];
export const testMembers = [member('u1', 'ann', { isOwner: true }), member('u2', 'bob')];

/** A fetch stub answering the roles and members, and whatever else is given. */
export function serveOrg(answers: Record<string, unknown> = {}) {
  const fetchStub = vi.fn(answerApi({ 'GET /orgs/o1/roles': testRoles, 'GET /orgs/o1/members': testMembers, ...answers }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** Opens an antd Select by its accessible name and picks the option with that title in the dropdown now open. */
export async function pick(label: string, option: string, container: HTMLElement = document.body) {
  const select = within(container).getByRole('combobox', { name: label }).closest('.ant-select');
  // A multiple select stays open after a pick; pressing it again would close it.
  if (!select?.classList.contains('ant-select-open')) fireEvent.mouseDown(select?.querySelector('.ant-select-selector') as Element);
  const item = await waitFor(() => {
    // antd keeps closed (and closing) dropdowns in the page; the one just opened comes last.
    const open = [...document.querySelectorAll('.ant-select-dropdown')].filter(
      (dropdown) => !dropdown.classList.contains('ant-select-dropdown-hidden') && !dropdown.className.includes('-leave'),
    );
    const found = [...(open.at(-1)?.querySelectorAll('.ant-select-item-option') ?? [])].find((element) => element.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

/** Types values into a tags input, each followed by Enter. */
export function typeValues(label: string, values: string[], container: HTMLElement = document.body) {
  const input = within(container).getByRole('combobox', { name: label });
  for (const value of values) {
    fireEvent.change(input, { target: { value } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });
  }
}

export const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
