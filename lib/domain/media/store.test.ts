// Both media stores keep the same promises: put/get round trip with the content type, a second put replaces,
// deleteAll removes every variant, unknown → null. The file store writes atomically and refuses unsafe names.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { media } from '../../db/schema';
import { makeBusiness } from '../../testing/api';
import { newId } from '../shared/ids';
import { FileMediaStore, type MediaStore, PgMediaStore } from './store';

async function mediaRow(): Promise<string> {
  const db = await getDb();
  const business = await makeBusiness();
  const id = newId('media');
  await db.insert(media).values({ id, businessId: business.id, filename: 'a.jpg', mimeType: 'image/jpeg', width: 1, height: 1, byteSize: 3, sha256: '0'.repeat(64) });
  return id;
}

const stores: [string, () => Promise<MediaStore>][] = [
  ['FileMediaStore', async () => new FileMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-store-')))],
  ['PgMediaStore', async () => new PgMediaStore(await getDb())],
];

describe.each(stores)('%s', (_name, makeStore) => {
  it('stores, replaces, reads and deletes every variant', async () => {
    const store = await makeStore();
    const id = await mediaRow();
    expect(await store.get(id, 'master')).toBeNull();
    await store.put(id, 'master', 'image/jpeg', Buffer.from([1, 2, 3]));
    await store.put(id, 'w320.webp', 'image/webp', Buffer.from([4]));
    await store.put(id, 'w320.webp', 'image/webp', Buffer.from([5, 6]));
    expect(await store.get(id, 'master')).toEqual({ contentType: 'image/jpeg', bytes: Buffer.from([1, 2, 3]) });
    expect(await store.get(id, 'w320.webp')).toEqual({ contentType: 'image/webp', bytes: Buffer.from([5, 6]) });
    await store.deleteAll(id);
    expect(await store.get(id, 'master')).toBeNull();
    expect(await store.get(id, 'w320.webp')).toBeNull();
  });
});

describe('FileMediaStore', () => {
  it('leaves no temporary file behind and refuses names that would leave its folder', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-store-'));
    const store = new FileMediaStore(root);
    await store.put('med_x', 'master', 'image/png', Buffer.from('png'));
    expect(fs.readdirSync(path.join(root, 'med_x')).sort()).toEqual(['master', 'master.type']);
    await expect(store.get('med_x', '../../etc/passwd')).rejects.toThrow(/Unsafe media path/);
    await expect(store.put('..', 'master', 'image/png', Buffer.from('x'))).rejects.toThrow(/Unsafe media path/);
  });
});
