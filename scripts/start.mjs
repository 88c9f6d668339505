// `npm start`: builds the web app and the server when their build is missing or older than the sources,
// then serves API + web app on one port (PORT, default 8080).
import { buildIfStale, serverEntry } from './buildIfStale.mjs';

buildIfStale();
await import(serverEntry);
