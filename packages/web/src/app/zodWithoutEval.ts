import { z } from 'zod';

/**
 * The page's Content-Security-Policy allows no eval: zod then validates without compiling checks into
 * functions, and does not even try (the attempt alone is reported as a CSP violation). Imported first by
 * main.tsx, as zod reads this when a schema is built.
 */
z.config({ jitless: true });
