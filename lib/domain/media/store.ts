// Where the media library's files are kept, behind one small interface: the data directory on the embedded
// default, PostgreSQL (`media_blobs`) when DATABASE_URL names a server (every app node then sees the same
// files). An S3-compatible store would be a third implementation of MediaStore (README: Media library).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { config } from '../../config';
import type { Db } from '../../db/client';
import { mediaBlobs } from '../../db/schema';

/** 'master', or a rendition's name such as 'w640.webp' (blocks/kit/media-url.ts). */
export type MediaVariant = string;
export type StoredFile = { contentType: string; bytes: Buffer };

export interface MediaStore {
  readonly kind: 'file' | 'postgres';
  /** Stores a variant (a second put of the same variant replaces it). */
  put(mediaId: string, variant: MediaVariant, contentType: string, bytes: Buffer): Promise<void>;
  get(mediaId: string, variant: MediaVariant): Promise<StoredFile | null>;
  /** Removes the master and every rendition. */
  deleteAll(mediaId: string): Promise<void>;
}

const SAFE_NAME = /^[a-z0-9_]+(\.[a-z0-9]+)?$/;

function checkNames(mediaId: string, variant?: string) {
  // Ids and variants come from the database or parseRendition; checked again because they become paths.
  if (!SAFE_NAME.test(mediaId) || (variant !== undefined && !SAFE_NAME.test(variant))) throw new Error(`Unsafe media path ${mediaId}/${variant}`);
}

/**
 * Files under `<root>/<mediaId>/<variant>`, each beside its content type (`<variant>.type`). A write goes to a
 * temporary file renamed into place, so a reader never sees half a file.
 */
export class FileMediaStore implements MediaStore {
  readonly kind = 'file';
  constructor(readonly root: string) {}

  private dir(mediaId: string) {
    return path.join(this.root, mediaId);
  }

  private async writeAtomically(file: string, data: Buffer | string) {
    const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  }

  async put(mediaId: string, variant: MediaVariant, contentType: string, bytes: Buffer): Promise<void> {
    checkNames(mediaId, variant);
    const dir = this.dir(mediaId);
    await fs.mkdir(dir, { recursive: true });
    // The type first: a file present always has its type beside it.
    await this.writeAtomically(path.join(dir, `${variant}.type`), contentType);
    await this.writeAtomically(path.join(dir, variant), bytes);
  }

  async get(mediaId: string, variant: MediaVariant): Promise<StoredFile | null> {
    checkNames(mediaId, variant);
    const file = path.join(this.dir(mediaId), variant);
    try {
      const [bytes, contentType] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.type`, 'utf8')]);
      return { contentType, bytes };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async deleteAll(mediaId: string): Promise<void> {
    checkNames(mediaId);
    await fs.rm(this.dir(mediaId), { recursive: true, force: true });
  }
}

/** Rows of `media_blobs`, written in the caller's transaction (an upload's master commits with its row). */
export class PgMediaStore implements MediaStore {
  readonly kind = 'postgres';
  constructor(private readonly db: Db) {}

  async put(mediaId: string, variant: MediaVariant, contentType: string, bytes: Buffer): Promise<void> {
    await this.db
      .insert(mediaBlobs)
      .values({ mediaId, variant, contentType, data: bytes })
      .onConflictDoUpdate({ target: [mediaBlobs.mediaId, mediaBlobs.variant], set: { contentType, data: bytes } });
  }

  async get(mediaId: string, variant: MediaVariant): Promise<StoredFile | null> {
    const [row] = await this.db
      .select({ contentType: mediaBlobs.contentType, bytes: mediaBlobs.data })
      .from(mediaBlobs)
      .where(and(eq(mediaBlobs.mediaId, mediaId), eq(mediaBlobs.variant, variant)))
      .limit(1);
    return row ?? null;
  }

  async deleteAll(mediaId: string): Promise<void> {
    await this.db.delete(mediaBlobs).where(eq(mediaBlobs.mediaId, mediaId));
  }
}

/**
 * The store of this process: PostgreSQL when DATABASE_URL is set, else files in `<VITRINE_DATA_DIR>/media`
 * (VITRINE_MEDIA_STORE chooses otherwise).
 */
export function mediaStore(db: Db): MediaStore {
  return config.mediaStore === 'postgres' ? new PgMediaStore(db) : new FileMediaStore(path.join(config.dataDir, 'media'));
}
