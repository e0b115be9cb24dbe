import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, cmsBlocks, cmsBlockVersions } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';

let t: TestApp;
const as = {} as Record<'admin' | 'editor' | 'learner' | 'instructor', { client: TestClient; login: string }>;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = async (authorities: string[]) => {
    const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, ...authorities] });
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    return { client, login: user.login };
  };
  as.admin = await signedIn([Authority.ADMIN]);
  as.editor = await signedIn([Authority.CMS_EDITOR]);
  as.learner = await signedIn([]);
  as.instructor = await signedIn([Authority.INSTRUCTOR]);
});
afterAll(() => t.close());

const put = (client: TestClient, url: string, payload: Record<string, unknown>) =>
  client.request({ method: 'PUT', url, payload });
const newBlock = (content = '<p>Hello</p>') => ({
  key: unique('block.notice'),
  name: 'Login notice',
  description: 'Shown above the sign-in form',
  content,
});

describe('content blocks', () => {
  it('an administrator creates a block, an editor saves it inline, and every version is kept with who and when', async () => {
    const body = newBlock('<p>First</p>');
    const created = await put(as.admin.client, '/api/cms/block', body);
    expect(created.statusCode).toBe(201);
    const block = created.json();
    expect(block).toMatchObject({ ...body, version: 1, updatedBy: as.admin.login });

    t.clock.advance(60_000);
    const edited = await put(as.editor.client, `/api/cms/block/${block.id}`, { ...body, id: block.id, content: '<p>Second</p>' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ version: 2, content: '<p>Second</p>', updatedBy: as.editor.login });

    t.clock.advance(60_000);
    // PUT api/cms/block with an id in the body updates that block too (000 §7 names both shapes).
    const third = await put(as.admin.client, '/api/cms/block', { ...body, id: block.id, content: '<p>Third</p>' });
    expect(third.statusCode).toBe(200);
    expect(third.json().version).toBe(3);

    const versions = (await as.admin.client.get(`/api/cms/block/${block.id}/versions`)).json();
    expect(versions.map((v: { version: number; savedBy: string; content: string }) => [v.version, v.savedBy, v.content])).toEqual(
      [
        [3, as.admin.login, '<p>Third</p>'],
        [2, as.editor.login, '<p>Second</p>'],
        [1, as.admin.login, '<p>First</p>'],
      ],
    );
    expect(new Date(versions[0].savedAt).getTime() - new Date(versions[1].savedAt).getTime()).toBe(60_000);
    const stored = await t.database.db.select().from(cmsBlockVersions).where(eq(cmsBlockVersions.blockId, block.id));
    expect(stored).toHaveLength(3);
    const [row] = await t.database.db.select().from(cmsBlocks).where(eq(cmsBlocks.id, block.id));
    expect(row).toMatchObject({ content: '<p>Third</p>', version: 3, updatedBy: as.admin.login });

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'CMS_BLOCK_SAVED'), eq(auditEvents.principal, as.editor.login)));
    expect(events.map((e) => e.data)).toEqual([{ blockId: String(block.id), key: body.key, version: '2', action: 'updated' }]);

    // Anyone reads it by key for rendering, without the editor's login.
    const read = await new TestClient(t.app).get(`/api/cms/blocks/${body.key}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      id: block.id,
      key: body.key,
      name: body.name,
      description: body.description,
      content: '<p>Third</p>',
      version: 3,
    });
    expect((await new TestClient(t.app).get(`/api/cms/blocks/${unique('none')}`)).statusCode).toBe(404);
  });

  it('stores every XSS payload harmless', async () => {
    const payloads = [
      '<script>alert(1)</script><p>a</p>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<svg onload="alert(1)"><circle/></svg>',
      '<p style="background:url(javascript:alert(1));width:expression(alert(1))">s</p>',
      '<p onclick="alert(1)" onmouseover="alert(1)">c</p>',
      '<iframe src="https://evil.example"></iframe>',
      '<object data="x"></object><embed src="x">',
      '<form action="https://evil.example"><input name="p"></form>',
      '<style>body{display:none}</style>',
      '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>',
      '<a href="//evil.example/x">p</a>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<base href="https://evil.example/">',
      '"><script>alert(1)</script>',
    ];
    const saved = await put(as.admin.client, '/api/cms/block', newBlock(payloads.join('\n')));
    expect(saved.statusCode).toBe(201);
    const { id, key } = saved.json();
    const [row] = await t.database.db.select().from(cmsBlocks).where(eq(cmsBlocks.id, id));
    const [version] = await t.database.db.select().from(cmsBlockVersions).where(eq(cmsBlockVersions.blockId, id));
    for (const html of [
      row?.content ?? '',
      version?.content ?? '',
      (await as.learner.client.get(`/api/cms/blocks/${key}`)).json().content,
    ]) {
      expect(html).not.toMatch(/<(script|img|svg|iframe|object|embed|form|input|style|math|meta|base)\b/i);
      expect(html).not.toMatch(/\son\w+\s*=/i);
      expect(html).not.toMatch(/javascript:|data:|expression\(|style=|\/\/evil/i);
      expect(html).toContain('<p>a</p>');
    }
    // What rich text needs survives, and links cannot reach their opener.
    const rich = await put(
      as.admin.client,
      '/api/cms/block',
      newBlock(
        '<h2>T</h2><p><strong>b</strong> <em>i</em> <a href="https://example.org" target="_self">l</a></p><ul><li>x</li></ul>',
      ),
    );
    expect(rich.json().content).toBe(
      '<h2>T</h2><p><strong>b</strong> <em>i</em> <a href="https://example.org" target="_blank" rel="noopener noreferrer">l</a></p><ul><li>x</li></ul>',
    );
  });

  it('refuses learners and instructors (403), and anonymous callers (401)', async () => {
    const { id, key } = (await put(as.admin.client, '/api/cms/block', newBlock())).json();
    for (const who of [as.learner, as.instructor]) {
      expect((await put(who.client, '/api/cms/block', newBlock())).statusCode).toBe(403);
      expect((await put(who.client, `/api/cms/block/${id}`, { ...newBlock(), key })).statusCode).toBe(403);
      expect((await who.client.get(`/api/cms/block/${id}`)).statusCode).toBe(403);
      expect((await who.client.get(`/api/cms/block/${id}/versions`)).statusCode).toBe(403);
      expect((await who.client.post('/api/cms/blocks/search', {})).statusCode).toBe(403);
    }
    const anonymous = new TestClient(t.app);
    expect((await put(anonymous, `/api/cms/block/${id}`, { ...newBlock(), key })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(cmsBlocks).where(eq(cmsBlocks.id, id));
    expect(row?.version).toBe(1);
  });

  it('lets editors edit but not create blocks or change a key', async () => {
    expect((await put(as.editor.client, '/api/cms/block', newBlock())).statusCode).toBe(403);
    const { id, key } = (await put(as.admin.client, '/api/cms/block', newBlock())).json();
    const rekey = await put(as.editor.client, `/api/cms/block/${id}`, { ...newBlock(), key: unique('other') });
    expect(rekey.statusCode).toBe(403);
    expect((await put(as.admin.client, `/api/cms/block/${id}`, { ...newBlock(), key: `${key}-moved` })).json().key).toBe(
      `${key}-moved`,
    );
    // Editors do not open the admin list or versions.
    expect((await as.editor.client.post('/api/cms/blocks/search', {})).statusCode).toBe(403);
  });

  it('answers 4xx naming the field', async () => {
    const field = async (url: string, payload: Record<string, unknown>) => {
      const res = await put(as.admin.client, url, payload);
      expect(res.statusCode).toBe(400);
      return res.json().fieldErrors.map((f: { field: string }) => f.field);
    };
    const ok = newBlock();
    expect(await field('/api/cms/block', { ...ok, key: '' })).toContain('key');
    expect(await field('/api/cms/block', { ...ok, key: 'a'.repeat(101) })).toContain('key');
    expect(await field('/api/cms/block', { ...ok, key: 'has space' })).toContain('key');
    expect(await field('/api/cms/block', { ...ok, key: '<x>' })).toContain('key');
    expect(await field('/api/cms/block', { ...ok, name: ' ' })).toContain('name');
    expect(await field('/api/cms/block', { ...ok, content: 5 })).toContain('content');
    // Empty content, or what sanitizes to nothing, is refused (issue 25 item 42).
    for (const content of ['', '<p></p>', '<p> &nbsp; </p><p><br></p>', '<script>alert(1)</script>'])
      expect(await field('/api/cms/block', { ...ok, content })).toEqual(['content']);
    expect(await field('/api/cms/block', { ...ok, content: 'x'.repeat(100_001) })).toContain('content');
    expect(await field('/api/cms/block', { ...ok, id: 0 })).toContain('id');
    const { id, key } = (await put(as.admin.client, '/api/cms/block', ok)).json();
    expect(await field(`/api/cms/block/${id}`, { ...ok, key, id: id + 1 })).toEqual(['id']);
    expect(await field('/api/cms/block', { ...newBlock(), key })).toEqual(['key']);
    expect((await put(as.admin.client, '/api/cms/block/2147483647', ok)).statusCode).toBe(404);
    expect((await put(as.admin.client, '/api/cms/block/2147483648', ok)).statusCode).toBe(400);
    expect((await as.admin.client.get('/api/cms/blocks/bad%20key')).statusCode).toBe(400);
  });

  it('lists blocks through the paged search', async () => {
    const tag = unique('list').toLowerCase();
    for (const n of [3, 1, 2]) await put(as.admin.client, '/api/cms/block', { ...newBlock(), key: `${tag}-${n}` });
    const res = await as.admin.client.post('/api/cms/blocks/search', {
      searchValue: tag,
      pageSize: 10,
      sortOrders: { primary: { field: 'key', direction: 'DESC' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().totalElements).toBe(3);
    expect(res.json().content.map((r: { key: string }) => r.key)).toEqual([`${tag}-3`, `${tag}-2`, `${tag}-1`]);
    expect(res.json().content[0]).not.toHaveProperty('content');
    const bad = await as.admin.client.post('/api/cms/blocks/search', {
      sortOrders: { primary: { field: 'content', direction: 'ASC' } },
    });
    expect(bad.json().fieldErrors[0].field).toBe('sortOrders.primary.field');
  });
});
