import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/tokenStore';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { vizChart } from './vizTestData';
import { VizThumbnail } from './VizThumbnail';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const withPicture = vizChart('c1', 'Sales', null, 0, { thumbnailVersion: 'v7' });

/** An IntersectionObserver whose targets come into view when `reveal()` is called. */
class RevealingObserver {
  static targets: { observer: RevealingObserver; target: Element }[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    RevealingObserver.targets.push({ observer: this, target });
  }
  disconnect() {
    RevealingObserver.targets = RevealingObserver.targets.filter((entry) => entry.observer !== this);
  }
  static reveal() {
    for (const { observer, target } of RevealingObserver.targets) {
      observer.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

function serveThumbnail(status = 200) {
  const fetchStub = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response(status === 200 ? png : '{}', { status, headers: { 'Content-Type': 'image/png' } })));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const show = (node = withPicture, strict = false) =>
  renderWithProviders([{ path: '/', element: <VizThumbnail orgId="o1" node={node} width={36} height={24} fallback={<span>type icon</span>} /> }], '/', { strict });

describe('VizThumbnail', () => {
  beforeEach(() => {
    RevealingObserver.targets = [];
    vi.stubGlobal('IntersectionObserver', RevealingObserver);
  });
  afterEach(() => tokenStore.clear());

  it('fetches the picture with the session once it is in view, shows it by an object URL and revokes that when it goes', async () => {
    tokenStore.set('t1');
    const fetchStub = serveThumbnail();
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { unmount } = show();
    expect(screen.getByLabelText('Loading the preview of Sales')).toBeTruthy();
    expect(fetchStub).not.toHaveBeenCalled();

    RevealingObserver.reveal();
    const picture = (await screen.findByRole('img', { name: 'Preview of Sales' })) as HTMLImageElement;
    expect(picture.src).toMatch(/^blob:/);
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(String(url)).toBe('/redBi/api/v1/orgs/o1/vizs/c1/thumbnail?theme=light&v=v7');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer t1');

    unmount();
    expect(revoke).toHaveBeenCalledWith(picture.src);
  });

  it('keeps showing a live object URL when effects run twice (StrictMode)', async () => {
    serveThumbnail();
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    show(withPicture, true);
    RevealingObserver.reveal();
    const picture = (await screen.findByRole('img', { name: 'Preview of Sales' })) as HTMLImageElement;
    await waitFor(() => expect(revoke.mock.calls.map(([url]) => url)).not.toContain(picture.src));
  });

  it("shows the chart type's icon when there is no picture, without asking for one", async () => {
    const fetchStub = serveThumbnail();
    show(vizChart('c2', 'Draft', null, 0));
    RevealingObserver.reveal();
    expect(screen.getByText('type icon')).toBeTruthy();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("shows the chart type's icon when the server has none (404)", async () => {
    serveThumbnail(404);
    show();
    RevealingObserver.reveal();
    await waitFor(() => expect(screen.getByText('type icon')).toBeTruthy());
    expect(screen.queryByRole('img')).toBeNull();
  });
});
