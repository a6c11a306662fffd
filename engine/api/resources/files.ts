import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const fileRoutes = {
  /** Uploads a file as multipart form data (POST /file). */
  create: /*#__PURE__*/ route('POST', '/file', 'form'),
  /**
   * Uploads a file as multipart form data through the old endpoint (POST /file/upload).
   * @deprecated The platform deprecates POST /file/upload; use `files.create` (POST /file).
   */
  upload: /*#__PURE__*/ route('POST', '/file/upload', 'form'),
  list: /*#__PURE__*/ route('GET', '/file', 'query'),
  get: /*#__PURE__*/ route('GET', '/file/{id}', 'none'),
  update: /*#__PURE__*/ route('PATCH', '/file/{id}', 'json'),
  delete: /*#__PURE__*/ route('DELETE', '/file/{id}', 'none'),
};

export type FilesApi<Paths extends object = NoSchema> = Bound<typeof fileRoutes, Paths>;
export const createFilesApi = <Paths extends object = NoSchema>(transport: Transport): FilesApi<Paths> =>
  bindRoutes<typeof fileRoutes, Paths>(transport, fileRoutes);
