import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The media library: images a business uploaded (checked by content, metadata stripped). The files themselves
 * are in the media store (lib/domain/media/store.ts): the data directory on the embedded default, the
 * `media_blobs` table when DATABASE_URL is set.
 */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The uploaded file's name, cleaned (shown in the library; never used to decide the type). */
    filename: text('filename').notNull(),
    /** The stored master's type, from its content: image/jpeg, image/png, image/webp, image/avif or image/gif. */
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bytes of the stored master. */
    byteSize: integer('byte_size').notNull(),
    /** SHA-256 of the stored master (hex). */
    sha256: text('sha256').notNull(),
    /** Alternative text; '' = not written yet (a page showing the image cannot be published). */
    alt: text('alt').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_business_idx').on(t.businessId, t.id)],
);

/** Media files kept in PostgreSQL (the store used when DATABASE_URL is set): the master and its resized variants. */
export const mediaBlobs = pgTable(
  'media_blobs',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** 'master', or a resized rendition such as 'w640.webp'. */
    variant: text('variant').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.variant] })],
);
