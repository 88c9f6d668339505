import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';

const uploadsOf = (test: TestApp) => readdir(join(test.dataDir, 'uploads')).catch(() => [] as string[]);

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(backends)('uploads over a connection that breaks off, on %s', (backend) => {
  let test: TestApp;
  let token: string;
  let baseUrl: URL;
  let uploadPath: string;
  beforeAll(async () => {
    test = await startTestApp(backend);
    token = await setupAndLogin(test);
    baseUrl = new URL(await test.listen());
    const orgId = ((await test.call('GET', '/orgs', { token })).body.data as { id: string }[])[0]?.id ?? '';
    const source = await test.call('POST', `/orgs/${orgId}/sources`, { token, body: { isFolder: false, name: 'Cut off', type: 'file' } });
    uploadPath = `${baseUrl.pathname}/orgs/${orgId}/sources/${(source.body.data as { id: string }).id}/uploads`;
  });
  afterAll(() => test.close());

  it('keeps nothing of a source upload whose client goes away mid-file, and serves on', async () => {
    const boundary = 'RedBIcutOff';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`;
    const socket = connect(Number(baseUrl.port), baseUrl.hostname);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    socket.write(
      [
        `POST ${uploadPath} HTTP/1.1`,
        `Host: ${baseUrl.host}`,
        `Authorization: Bearer ${token}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${50 * 1024 * 1024}`,
        '',
        head,
      ].join('\r\n'),
    );
    const rows = Buffer.from('id,name\n' + '1,apple\n'.repeat(128 * 1024));
    socket.write(rows);
    // The server is writing the file to disk; then the client is gone, the body cut off mid-file.
    await until(async () => (await uploadsOf(test)).length > 0, 'the upload is being written');
    socket.destroy();
    await until(async () => (await uploadsOf(test)).length === 0, 'the partial upload is removed');
    expect((await test.call('GET', '/users', { token })).status).toBe(200);
  });
});
