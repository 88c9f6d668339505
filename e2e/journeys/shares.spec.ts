import type { ShareLink, ShareSettingsInput } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { apiAs, boardRegion, sampleIds, type ApiAs, type SampleIds } from '../support/dashboards';
import { useJourney } from '../support/journey';
import { loginThroughApi } from '../support/journeySteps';
import { outsider, recordScripts, recordShareDataPosts } from '../support/shares';
import { login } from '../support/ui';

/**
 * Issue 13's share links, on the sample dashboard of a fresh install: the owner shares it from the viz
 * tree's menu (NONE) and an outsider opens the link in a browser of their own — the widgets paint with ONE
 * data request through the share, and the page loads none of the app's shell; CODE asks for the code and
 * refuses a wrong one; LOGIN lets in the member it names and refuses another; an expired and a revoked link
 * say so.
 */
describe('shares', () => {
  const journey = useJourney({ initialized: true, context: { viewport: { width: 1280, height: 1000 } } });
  const allowed = { username: 'maya', email: 'maya@example.com', password: 'secret1', name: 'Maya Allowed' };
  const refused = { username: 'rudi', email: 'rudi@example.com', password: 'secret1', name: 'Rudi Refused' };
  const restricted = { username: 'sonia', email: 'sonia@example.com', password: 'secret1', name: 'Sonia Sharer' };
  let api: ApiAs;
  let sample: SampleIds;
  let dashboardId = '';
  let nonePath = '';

  const share = (settings: ShareSettingsInput) => api.call<ShareLink>('POST', `/orgs/${sample.org}/shares`, { vizType: 'dashboard', vizId: dashboardId, ...settings });
  /** The share page's path under the server (the link's URL points at PUBLIC_URL, which is this server). */
  const pathOf = (link: ShareLink) => new URL(link.url).pathname;

  it('shares the sample dashboard from the viz tree with NONE, the link shown once', async () => {
    const { server, session } = journey;
    api = apiAs(server, (await loginThroughApi(server)).token);
    sample = await sampleIds(api);
    dashboardId = sample.vizs['Sample dashboard'] ?? '';
    expect(dashboardId).not.toBe('');
    const { page } = session;
    await login(page, server.baseUrl, 'owner', 'secret1');
    await page.waitForURL(/\/organizations\//);
    await page.goto(`${server.baseUrl}/organizations/${sample.org}/vizs/${dashboardId}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share “Sample dashboard”' });
    await dialog.getByRole('checkbox', { name: 'Permanent' }).check();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.getByText('Copy the link now').waitFor();
    const url = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(url).toMatch(new RegExp(`^${server.origin}/redBi/shareDashboard/[\\w-]{43}$`));
    nonePath = new URL(url).pathname;
    // The resource's list has it, active.
    await dialog.getByRole('tab', { name: 'Links' }).click();
    await dialog.getByRole('cell', { name: 'Active' }).first().waitFor();
  });

  it('opens the NONE link as an outsider: the widgets paint after ONE data request, without the app’s shell', async () => {
    const { server, browser } = journey;
    const { page, context, errors } = await outsider(browser);
    try {
      const { posts } = recordShareDataPosts(page);
      const scripts = recordScripts(page);
      await page.goto(`${server.origin}${nonePath}`);
      const board = boardRegion(page, 'Sample dashboard');
      await board.waitFor();
      await page.waitForFunction(() => {
        const frames = [...document.querySelectorAll('[data-widget-id]')];
        return frames.length > 0 && frames.every((frame) => frame.getAttribute('data-widget-painted') === 'true' && frame.getAttribute('aria-busy') !== 'true');
      });
      await page.waitForLoadState('networkidle');
      expect(posts).toHaveLength(1);
      expect(posts[0]!.url).toContain(`/shares/`);
      expect(posts[0]!.session).toBeTruthy();
      // The share page's own entry, none of the main app's.
      expect(scripts.some((script) => /\/assets\/share-[\w-]+\.js$/.test(script))).toBe(true);
      expect(scripts.some((script) => /\/assets\/(index|MainLayout|VizsPage)-[\w-]+\.js$/.test(script))).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks for the code of a CODE link, refuses a wrong one and opens with the right one', async () => {
    const link = await share({ verification: 'CODE', expiresAt: null });
    const code = link.share.code ?? '';
    expect(code).toMatch(/^[0-9A-HJ-NP-Z]{8}$/);
    const { page, context } = await outsider(journey.browser);
    try {
      await page.goto(`${journey.server.origin}${pathOf(link)}`);
      await page.getByText('This share is protected by an access code').waitFor();
      await page.getByLabel('Access code').fill(code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA');
      await page.getByRole('button', { name: 'Open' }).click();
      await page.getByText('The access code is wrong').waitFor();
      await page.getByLabel('Access code').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Open' }).click();
      await boardRegion(page, 'Sample dashboard').waitFor();
      // A reload in the same tab keeps the code: no second prompt.
      await page.reload();
      await boardRegion(page, 'Sample dashboard').waitFor();
    } finally {
      await context.close();
    }
  });

  it('lets the member a LOGIN link names in after logging in, and refuses another member', async () => {
    const maya = await api.call<{ id: string }>('POST', `/orgs/${sample.org}/members`, allowed);
    await api.call('POST', `/orgs/${sample.org}/members`, refused);
    const link = await share({ verification: 'LOGIN', viewerUserIds: [maya.id], expiresAt: null });
    const { page, context } = await outsider(journey.browser);
    try {
      await page.goto(`${journey.server.origin}${pathOf(link)}`);
      await page.getByText('Log in to view this share').first().waitFor();
      await page.getByRole('button', { name: /Log in/ }).click();
      await page.waitForURL(/\/redBi\/login$/);
      await page.getByLabel('Username or email').fill(allowed.username);
      await page.getByLabel('Password').fill(allowed.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === pathOf(link));
      await boardRegion(page, 'Sample dashboard').waitFor();
    } finally {
      await context.close();
    }
    const other = await outsider(journey.browser);
    try {
      await login(other.page, journey.server.baseUrl, refused.username, refused.password);
      await other.page.waitForURL(/\/organizations\//);
      await other.page.goto(`${journey.server.origin}${pathOf(link)}`);
      await other.page.getByText('This share is not open to your account').first().waitFor();
    } finally {
      await other.context.close();
    }
  });

  it('greys out chosen roles’ and members’ data for a member who does not manage the board’s views, saying why', async () => {
    const sonia = await api.call<{ id: string }>('POST', `/orgs/${sample.org}/members`, restricted);
    await api.call('POST', `/orgs/${sample.org}/permissions/grant`, {
      subject: { type: 'user', id: sonia.id },
      modules: { viz: true },
      grants: [{ resourceType: 'viz', resourceId: dashboardId, privileges: ['share'] }],
    });
    const { page, context } = await outsider(journey.browser);
    try {
      await login(page, journey.server.baseUrl, restricted.username, restricted.password);
      await page.goto(`${journey.server.baseUrl}/organizations/${sample.org}/vizs/${dashboardId}`);
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Share “Sample dashboard”' });
      await dialog.getByText(/they alone see all those roles and members see/).waitFor();
      expect(await dialog.getByRole('radio', { name: 'Chosen roles and members' }).isDisabled()).toBe(true);
      expect(await dialog.getByRole('radio', { name: 'Sharer’s' }).isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('plays a shared storyboard of three pages with the keyboard', async () => {
    const chartId = (name: string) => sample.vizs[name] ?? '';
    const pages = [
      { id: 'p1', kind: 'dashboard', vizId: dashboardId, name: 'Overview' },
      { id: 'p2', kind: 'chart', vizId: chartId('Sales by genre'), name: 'Genres' },
      { id: 'p3', kind: 'chart', vizId: chartId('Top cities'), name: 'Cities' },
    ];
    expect(pages.every((page) => page.vizId !== '')).toBe(true);
    const story = await api.call<{ id: string }>('POST', `/orgs/${sample.org}/storyboards`, { name: 'Sales story', config: { pages } });
    const link = await api.call<ShareLink>('POST', `/orgs/${sample.org}/shares`, { vizType: 'storyboard', vizId: story.id, expiresAt: null });
    expect(pathOf(link)).toMatch(/^\/redBi\/shareStoryPlayer\//);
    const { page, context } = await outsider(journey.browser, { width: 1280, height: 900 });
    try {
      const { posts } = recordShareDataPosts(page);
      await page.goto(`${journey.server.origin}${pathOf(link)}`);
      const player = page.getByRole('region', { name: 'Storyboard player' });
      await player.getByRole('group', { name: 'Overview' }).waitFor();
      await boardRegion(page, 'Sample dashboard').waitFor();
      await page.keyboard.press('ArrowRight');
      await player.getByRole('group', { name: 'Genres' }).waitFor();
      await page.keyboard.press('Space');
      await player.getByRole('group', { name: 'Cities' }).waitFor();
      await page.getByText('Prague').first().waitFor();
      // Every page's data went through the share.
      expect(posts.length).toBeGreaterThanOrEqual(3);
      expect(posts.every((post) => post.url.includes('/shares/') && post.session)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('says an expired link has expired and a revoked link was revoked', async () => {
    const soon = await share({ expiresAt: new Date(Date.now() + 3000).toISOString() });
    const revoked = await share({ expiresAt: null });
    await api.call('DELETE', `/orgs/${sample.org}/shares/${revoked.share.id}`);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const { page, context } = await outsider(journey.browser);
    try {
      await page.goto(`${journey.server.origin}${pathOf(soon)}`);
      await page.getByText('Share link expired').waitFor();
      await page.getByText('This share link has expired. Ask its sharer for a new one.').waitFor();
      await page.goto(`${journey.server.origin}${pathOf(revoked)}`);
      await page.getByText('Share link revoked').waitFor();
      await page.goto(`${journey.server.origin}/redBi/shareHistory`);
      await page.getByText('This page does not exist.').waitFor();
    } finally {
      await context.close();
    }
  });
});
