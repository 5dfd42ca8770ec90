import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createUploadsStore } from './uploads.store';
import type { FormsStore } from '../forms/forms.store';
import type { FileStorage } from '../storage/file-storage';
import type { UserWithRole } from '../users/users.store';
import { rolePermission } from '../users/role-permission';
import { currentMonth, incrementUsage, isUploadLimitViolation } from '../accounts/usages.store';
import { forbidden } from '../http/errors';
import { createOwnership } from '../forms/ownership';
import { checkImage } from './image-checks';

// docs/product.md §B5 and §B7 — POST /api/upload/{formId}/{fieldId} stores an image for
// a rich-text label and answers its location. Published labels are seen by every
// visitor, so the location is public but unguessable: it carries a token derived
// from the random storage key, which itself never leaves the server.

export interface UploadsDeps {
  db: Kysely<Database>;
  forms: FormsStore;
  storage: FileStorage;
}

export interface UploadedImage {
  fileName: string;
  data: Buffer;
}

export interface StoredImage {
  mimeType: string;
  data: Buffer;
}

const MB = 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'];

/** The public token of a stored image: a hash of its secret storage key. */
export const imageToken = (storageKey: string) =>
  createHash('sha256').update(`rich-text-image:${storageKey}`).digest('base64url');

export const imageLocation = (id: number, storageKey: string) => `/api/images/${id}/${imageToken(storageKey)}`;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createUploadsService({ db, forms, storage }: UploadsDeps) {
  const store = createUploadsStore(db);
  return {
    /**
     * Stores an image of the user's own form: checked by content (an SVG is cleaned),
     * kept on disk under a generated key, with a files row (no submission) and the
     * bytes counted in the owner's monthly upload usage, all or nothing.
     */
    async upload(
      user: UserWithRole,
      formId: number,
      fieldId: number,
      readFile: () => Promise<UploadedImage>,
    ): Promise<{ location: string }> {
      await createOwnership(forms).owned(user.id, formId);
      // The file is read only once the form is known to be the user's.
      const file = await readFile();
      const image = await checkImage(file.data);
      const uploadLimit = rolePermission(user.role_permission).uploadLimit ?? 0;
      const size = image.data.length;
      const key = await storage.put(image.data);
      try {
        const now = new Date();
        const id = await db.transaction().execute(async (trx) => {
          const imageId = await store.insertImage(trx, {
            user_id: user.id,
            form_id: formId,
            submission_id: null,
            question_id: fieldId,
            storage_key: key,
            file_name: file.fileName.slice(0, 255),
            mime_type: image.mimeType,
            size,
            created_at: now.toISOString(),
          });
          // The upsert locks the month's row, so concurrent uploads add up before the usage
          // row's CHECK refuses bytes past the limit (uploadLimit is MB a month, 0 unlimited).
          await incrementUsage(trx, {
            user_id: user.id,
            month: currentMonth(now),
            submissions: 0,
            upload_bytes: size,
            upload_limit: uploadLimit * MB,
          });
          return imageId;
        });
        return { location: imageLocation(id, key) };
      } catch (error) {
        await storage.remove(key);
        if (isUploadLimitViolation(error))
          throw forbidden(
            `Your plan's upload storage for this month (${uploadLimit} MB) is full, so this image cannot be uploaded.`,
          );
        throw error;
      }
    },

    /** A rich-text image by its public location, or null (wrong token, not such an image). */
    async image(id: number, token: string): Promise<StoredImage | null> {
      const row = await store.findImage(id, IMAGE_TYPES);
      if (!row || !sameToken(token, imageToken(row.storage_key))) return null;
      try {
        return { mimeType: row.mime_type, data: await storage.get(row.storage_key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
