import type { Page } from 'playwright-core';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Clicks an entry of the account menu, opening submenus on the way (e.g. 'Theme', 'Dark'). */
export async function accountMenu(page: Page, ...path: string[]): Promise<void> {
  await page.getByRole('button', { name: /^Account|^账号/ }).click();
  // antd icons name themselves: "user Profile", and a submenu ends with its arrow, "global Language right".
  for (const item of path) {
    await page.getByRole('menuitem', { name: new RegExp(`(^|\\s)${escapeRegExp(item)}( right)?$`) }).click();
  }
}

/** Waits until the document title is `title` (pages set it once they have rendered). */
export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, title);
}

export async function login(page: Page, baseUrl: string, usernameOrEmail: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^(Username or email|用户名或邮箱)$/).fill(usernameOrEmail);
  await page.getByLabel(/^(Password|密码)$/).fill(password);
  await page.getByRole('button', { name: /^(Log in|登录)$/ }).click();
}

/** A 1×1 PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);
