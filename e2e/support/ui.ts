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

/**
 * Logs in through the login page and waits for the server's answer and, when it let the user in, for the
 * page to leave /login: a journey that navigates on at once would otherwise cancel the page's login request
 * before the session is kept (on a loaded machine the password check takes long enough), and land on the
 * login page instead of where it went.
 */
export async function login(page: Page, baseUrl: string, usernameOrEmail: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^(Username or email|用户名或邮箱)$/).fill(usernameOrEmail);
  await page.getByLabel(/^(Password|密码)$/).fill(password);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/api/v1/users/login'));
  await page.getByRole('button', { name: /^(Log in|登录)$/ }).click();
  if ((await answer).ok()) await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** A 1×1 PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Every text the page adds to its DOM from its next load on, across reloads (kept in sessionStorage: a toast
 * lasts 1.5 s, spec §9, and on a loaded machine it can come and go between two polls of a locator, or just
 * before a reload). `shown(text)` waits until one held it.
 */
export async function recordShownTexts(page: Page): Promise<{ shown(text: string): Promise<void> }> {
  await page.addInitScript(() => {
    const key = '__shownTexts';
    new MutationObserver((records) => {
      const added: string[] = [];
      for (const record of records) for (const node of record.addedNodes) if (node.textContent) added.push(node.textContent);
      if (added.length > 0) sessionStorage.setItem(key, JSON.stringify([...(JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]), ...added]));
    }).observe(document, { childList: true, subtree: true });
  });
  // Texts an earlier recording kept in this tab do not count.
  await page.evaluate(() => sessionStorage.removeItem('__shownTexts')).catch(() => undefined);
  return {
    shown: async (text: string) => {
      await page.waitForFunction((wanted) => (JSON.parse(sessionStorage.getItem('__shownTexts') ?? '[]') as string[]).some((each) => each.includes(wanted)), text);
    },
  };
}
