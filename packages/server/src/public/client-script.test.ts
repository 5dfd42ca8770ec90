import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientScriptRoute, loadClientScript } from './client-script';

describe("the public form's script", () => {
  it('is served under a content hash with a long cache', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fb-client-')), 'form-client.js');
    fs.writeFileSync(file, 'console.log("hi")');
    const script = loadClientScript(file);
    expect(script?.url).toMatch(/^\/form\/client\.[0-9a-f]{12}\.js$/);
    const app = Fastify();
    await app.register(clientScriptRoute, { script });
    const res = await app.inject({ method: 'GET', url: script?.url ?? '' });
    expect(res.body).toBe('console.log("hi")');
    expect(res.headers['cache-control']).toContain('immutable');
    await app.close();
  });

  it('is simply absent when it has not been built', () => {
    expect(loadClientScript('/nowhere/form-client.js')).toBeNull();
  });
});
