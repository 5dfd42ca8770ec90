// `npm run build` of the server: one bundle, dist/main.js (server-bundle.mjs says how).
import { build } from 'esbuild';
import { serverBundle } from './server-bundle.mjs';

await build({ ...serverBundle, logLevel: 'warning' });
