import { describe, expect, it } from 'vitest';
import { createNewForm, type SavedTheme } from '@formbuilder/core';
import { startTestServer, testDialects } from '../test/test-server';
import { createUser } from '../test/factories';
import { anon, as } from '../test/requests';

// docs/product.md, "Styling your form": saved themes an owner reuses, the one new forms start
// with, and the builder's view of custom CSS; docs/api.md, "Themes".

const sunset = {
  name: 'Sunset',
  design: { colour: '#D81B60', background: '#fff8e1', text: '#3e2723', font: 'lora', radius: 12, mode: 'light' },
};

describe.each(testDialects)('saved themes (%s)', (dialect) => {
  it('are created, listed, changed and deleted by their owner only', async () => {
    const server = await startTestServer(dialect);
    try {
      const ada = await createUser(server, 'ada@example.com');
      const bob = await createUser(server, 'bob@example.com');
      const themes = `/api/users/${ada.id}/themes`;
      const created = await as(ada).post(themes, sunset);
      expect(created.statusCode).toBe(201);
      const theme = created.json<SavedTheme>();
      expect(theme).toMatchObject({ name: 'Sunset', design: sunset.design, isDefault: false });

      const renamed = await as(ada).put(`${themes}/${theme.id}`, { ...sunset, name: 'Dusk' });
      expect(renamed.json<SavedTheme>().name).toBe('Dusk');
      expect((await as(ada).get(themes)).json<{ themes: SavedTheme[] }>().themes.map((t) => t.name)).toEqual(['Dusk']);

      // Another owner sees nothing of it and cannot reach it by its id.
      expect((await as(bob).get(`/api/users/${bob.id}/themes`)).json<{ themes: SavedTheme[] }>().themes).toEqual([]);
      expect((await as(bob).get(themes)).statusCode).toBe(403);
      const stolen = await as(bob).put(`/api/users/${bob.id}/themes/${theme.id}`, sunset);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json<{ message: string }>().message).toBe('This theme does not exist.');
      expect((await as(bob).delete(`/api/users/${bob.id}/themes/${theme.id}`)).statusCode).toBe(404);
      expect((await anon(server).get(themes)).statusCode).toBe(401);

      expect((await as(ada).delete(`${themes}/${theme.id}`)).json<{ message: string }>().message).toBe(
        'The theme was deleted.',
      );
      expect((await as(ada).get(themes)).json<{ themes: SavedTheme[] }>().themes).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('refuses bad values in words and stores nothing', async () => {
    const server = await startTestServer(dialect);
    try {
      const ada = await createUser(server, 'ada@example.com');
      const themes = `/api/users/${ada.id}/themes`;
      const refusals: [Record<string, unknown>, string][] = [
        [{ ...sunset, name: '  ' }, 'Please give the theme a name.'],
        [
          { ...sunset, design: { ...sunset.design, text: 'black' } },
          'The text colour must be written like #1F2933 (a # and six hex digits).',
        ],
        [
          { ...sunset, design: { ...sunset.design, spacing: 2 } },
          'Question spacing must be a whole number of pixels from 8 to 48.',
        ],
        [
          { ...sunset, design: { ...sunset.design, font: 'Papyrus' } },
          'The font must be one of System, Inter, Nunito, Lora, JetBrains Mono.',
        ],
        [{ ...sunset, design: { ...sunset.design, css: 'body{}' } }, 'A theme has no field css.'],
        [{ name: 'x'.repeat(61), design: sunset.design }, "A theme's name has at most 60 characters."],
      ];
      for (const [body, message] of refusals) {
        const res = await as(ada).post(themes, body);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ message: string }>().message).toContain(message);
      }
      expect((await as(ada).get(themes)).json<{ themes: SavedTheme[] }>().themes).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('gives new forms the account’s default theme, until it is unset or deleted', async () => {
    const server = await startTestServer(dialect);
    try {
      const ada = await createUser(server, 'ada@example.com');
      const themes = `/api/users/${ada.id}/themes`;
      const newForm = async () => {
        const { id } = (await as(ada).post(`/api/users/${ada.id}/forms`, createNewForm())).json<{ id: number }>();
        const form = await as(ada).get(`/api/users/${ada.id}/forms/${id}`);
        return form.json<{ props: { design: unknown } }>().props.design;
      };
      const theme = (await as(ada).post(themes, sunset)).json<SavedTheme>();
      expect(await newForm()).toEqual({ theme: 'gleam', colour: '#2196F3' });

      const chosen = await as(ada).put(`${themes}/default`, { themeId: theme.id });
      expect(chosen.json<{ message: string }>().message).toBe('New forms start with this theme.');
      expect((await as(ada).get(themes)).json<{ themes: SavedTheme[] }>().themes[0]?.isDefault).toBe(true);
      expect(await newForm()).toEqual({ theme: 'gleam', ...sunset.design });

      const other = await createUser(server, 'other@example.com');
      const foreign = await as(other).put(`/api/users/${other.id}/themes/default`, { themeId: theme.id });
      expect(foreign.statusCode).toBe(404);

      await as(ada).delete(`${themes}/${theme.id}`);
      expect(await newForm()).toEqual({ theme: 'gleam', colour: '#2196F3' });
    } finally {
      await server.close();
    }
  });

  it('sanitises custom CSS for the builder’s preview as the public page does', async () => {
    const server = await startTestServer(dialect);
    try {
      const ada = await createUser(server, 'ada@example.com');
      const res = await as(ada).post(`/api/users/${ada.id}/themes/preview-css`, {
        value: '.fb-title{color:teal;background:url(https://tracker.example/x.png)}@import "https://x.example/a.css";',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ css: string }>().css).toBe('.fb-title{color:teal}');
    } finally {
      await server.close();
    }
  });
});
