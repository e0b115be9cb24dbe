import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerProducts, nodes } from '../../../platform/db/schema/index.js';
import { LocalStorage } from '../../../platform/storage/local-storage.js';
import { createUser, TestClient, unique } from '../../../test/harness.js';
import { importCourseFolder, PackageInvalidError } from '../../course-import/import-course-folder.js';
import { createStorageTestApp } from '../../resource/testing/resource-course.js';
import { LESSON_IMAGE_PREFIX } from './lesson-images.js';

const BOARD_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#eef"/></svg>\n';

const hotSpotSlide = (id: string, bgImage: string) => `
  - id: ${id}
    type: HOT_SPOT
    title: Find the box
    bgImage: ${bgImage}
    bgWidth: 200
    bgHeight: 100
    spots:
      - { id: box, shape: rect, x: 10, y: 10, width: 50, height: 50 }
`;

/** A package of its own: files by path, course.yaml added. */
function writePackage(files: Record<string, string>, code = unique('IMG').toUpperCase()): string {
  const dir = mkdtempSync(join(tmpdir(), 'lesson-images-'));
  const course = `code: ${code}\ntitle: Image Course\ntype: COURSE\naccount:\n  name: Test Academy\n`;
  for (const [path, text] of Object.entries({ 'course.yaml': course, ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

let t: Awaited<ReturnType<typeof createStorageTestApp>>;
let storage: LocalStorage;
let productId = 0;
let lessonId = 0;
let otherProductId = 0;
let otherLessonId = 0;
beforeAll(async () => {
  t = await createStorageTestApp();
  storage = new LocalStorage(t.storageDir);
  const lessonFile = (name: string) => `type: LESSON\ntitle: Boards\nslides:${hotSpotSlide('board', name)}`;
  const pkg = writePackage({
    'nodes/01-unit/_node.yaml': 'type: UNIT\ntitle: Unit\n',
    'nodes/01-unit/01-boards.yaml': lessonFile('board.svg'),
    'nodes/01-unit/board.svg': BOARD_SVG,
  });
  productId = (await importCourseFolder(t.database.db, t.clock, pkg, storage)).productId;
  lessonId =
    (await t.database.db.select().from(nodes).where(eq(nodes.productId, productId))).find((n) => n.key === 'unit/boards')?.id ??
    0;
  const other = writePackage({ 'nodes/01-boards.yaml': lessonFile('board.svg'), 'nodes/board.svg': BOARD_SVG });
  otherProductId = (await importCourseFolder(t.database.db, t.clock, other, storage)).productId;
  otherLessonId =
    (await t.database.db.select().from(nodes).where(eq(nodes.productId, otherProductId))).find((n) => n.key === 'boards')?.id ??
    0;
}, 60_000);
afterAll(() => t.close());

async function learnerOf(product: number) {
  const user = await createUser(t);
  const [lp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId: user.id, productId: product, status: 'IN_PROGRESS', createdAt: t.clock.now() })
    .returning();
  if (!lp) throw new Error('enrol failed');
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { client, lpId: lp.id };
}

describe('GET asset-storage/lesson/{lpId}/{lessonId}/{path}', () => {
  it('gives the learner the hot-spot image the lesson reply points at, from the storage, as an inert image', async () => {
    expect(lessonId).toBeGreaterThan(0);
    const { client, lpId } = await learnerOf(productId);
    const lesson = (await client.get(`/api/lesson/${lpId}/${lessonId}`)).json();
    const slide = lesson.inquiries.find((s: { id: string }) => s.id === 'board');
    expect(slide.bgImage).toBe(`/asset-storage/lesson/${lpId}/${lessonId}/board.svg`);
    // The stored file's key and the spots stay on the server.
    expect(JSON.stringify(lesson)).not.toContain(LESSON_IMAGE_PREFIX);
    expect(JSON.stringify(lesson)).not.toContain('spots');

    const res = await client.get(slide.bgImage);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain('sandbox');
    expect(res.body).toBe(BOARD_SVG);
    // Stored under the lesson images' own prefix, content-addressed.
    expect(readdirSync(join(t.storageDir, LESSON_IMAGE_PREFIX)).length).toBeGreaterThan(0);
  });

  it('is 404 for another learner product, a lesson of another product and an unknown name; 401 without a session', async () => {
    const owner = await learnerOf(productId);
    const stranger = await learnerOf(otherProductId);
    // Another learner's learner product, although the stranger's own product has the same file name.
    expect((await stranger.client.get(`/asset-storage/lesson/${owner.lpId}/${lessonId}/board.svg`)).statusCode).toBe(404);
    // The owner's learner product with a lesson of a product they are not enrolled in.
    expect((await owner.client.get(`/asset-storage/lesson/${owner.lpId}/${otherLessonId}/board.svg`)).statusCode).toBe(404);
    expect((await owner.client.get(`/asset-storage/lesson/${owner.lpId}/${lessonId}/other.svg`)).statusCode).toBe(404);
    expect((await stranger.client.get(`/asset-storage/lesson/${stranger.lpId}/${otherLessonId}/board.svg`)).statusCode).toBe(200);
    expect((await new TestClient(t.app).get(`/asset-storage/lesson/${owner.lpId}/${lessonId}/board.svg`)).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a malformed id', async () => {
    const { client } = await learnerOf(productId);
    const res = await client.get(`/asset-storage/lesson/abc/${lessonId}/board.svg`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('lpId');
  });
});

describe('importing lesson images', () => {
  const failing = async (files: Record<string, string>) => {
    const error = await importCourseFolder(t.database.db, t.clock, writePackage(files), storage).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PackageInvalidError);
    return (error as PackageInvalidError).errors;
  };
  const lesson = (name: string) => `type: LESSON\ntitle: Boards\nslides:${hotSpotSlide('board', name)}`;

  it('rejects an SVG with a script, naming the node file and the slide', async () => {
    const errors = await failing({
      'nodes/01-boards.yaml': lesson('board.svg'),
      'nodes/board.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    });
    expect(errors).toEqual([
      expect.objectContaining({ file: 'nodes/01-boards.yaml', message: expect.stringMatching(/^slides\.0: .*scripts/) }),
    ]);
  });

  it('rejects an event handler, a missing file, a path out of the folder and a type that is not an image', async () => {
    const errors = await failing({
      'nodes/01-a.yaml': lesson('a.svg'),
      'nodes/a.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"></svg>',
      'nodes/02-b.yaml': lesson('missing.png'),
      'nodes/03-c.yaml': lesson('../course.yaml'),
      'nodes/04-d.yaml': lesson('d.html'),
      'nodes/d.html': '<p>not an image</p>',
    });
    expect(errors.map((e) => e.file)).toEqual(['nodes/01-a.yaml', 'nodes/02-b.yaml', 'nodes/03-c.yaml', 'nodes/04-d.yaml']);
    expect(errors[1]?.message).toContain('does not exist');
    expect(errors[2]?.message).toContain('no ".."');
    expect(errors[3]?.message).toContain('must be png');
  });
});

describe('re-importing a course whose lesson images changed', () => {
  const keyOf = (svg: string) => `${LESSON_IMAGE_PREFIX}${createHash('sha256').update(svg).digest('hex')}`;
  const stored = async (key: string) => (await storage.stat(key)) !== null;

  it('deletes the image no slide uses any more, keeps the one another product still shows and stores the new one', async () => {
    const code = unique('IMGR').toUpperCase();
    const own = BOARD_SVG.replace('#eef', '#fe0');
    const next = BOARD_SVG.replace('#eef', '#0af');
    const lesson = (slides: string) => `type: LESSON\ntitle: Boards\nslides:${slides}`;
    await importCourseFolder(
      t.database.db,
      t.clock,
      writePackage(
        {
          'nodes/01-boards.yaml': lesson(hotSpotSlide('shared', 'board.svg') + hotSpotSlide('own', 'own.svg')),
          'nodes/board.svg': BOARD_SVG,
          'nodes/own.svg': own,
        },
        code,
      ),
      storage,
    );
    expect(await stored(keyOf(own))).toBe(true);

    const second = await importCourseFolder(
      t.database.db,
      t.clock,
      writePackage({ 'nodes/01-boards.yaml': lesson(hotSpotSlide('next', 'next.svg')), 'nodes/next.svg': next }, code),
      storage,
    );
    expect(second.removedFiles).toBe(1);
    expect(await stored(keyOf(own))).toBe(false);
    // The products of the first describe still show board.svg.
    expect(await stored(keyOf(BOARD_SVG))).toBe(true);
    expect(await stored(keyOf(next))).toBe(true);
  });
});
