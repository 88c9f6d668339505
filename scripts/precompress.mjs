// Writes .gz and .br next to every compressible file of a build directory, so that the server sends
// compressed assets (@fastify/static preCompressed) without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|html|svg|json|txt|map|woff)$/;
const MIN_BYTES = 1024;

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: precompress.mjs <dir>');
let count = 0;
for (const file of walk(dir)) {
  if (!compressible.test(file) || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`precompressed ${count} files in ${dir}`);
