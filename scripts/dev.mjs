// `npm run dev`: the API with reload on change (tsx watch, port 8080) and the web app with hot reload
// (Vite, http://localhost:5173/redBi/, proxying /redBi/api to the API).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '/nonexistent', LOG_LEVEL: process.env.LOG_LEVEL ?? 'debug' },
  }),
  spawn('npx', ['vite'], { cwd: `${root}/packages/web`, stdio: 'inherit' }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', (code) => { stop(); process.exitCode = code ?? 0; });
