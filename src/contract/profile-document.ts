import * as z from 'zod/mini'
import { base64Upload } from './base64-upload'
import { dataOf, idParam } from './common'
import { endpoint } from './endpoint'

// The user's documents (spec 7: POST /api/platform/upload/document, DELETE /api/platform/document
// "with params"): a CV or certificates, PDF or a picture told apart by its bytes, at most 5 MB,
// sent in the spec's base64 form "file name,base64" inside JSON (like every other upload of the
// app, so a write is one JSON body). Private to the owner: another user's id answers 404, as an
// unknown one.

export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024
export const documentFileKinds = ['pdf', 'jpg', 'png', 'webp'] as const
export const documentCategories = ['cv', 'certificate', 'other'] as const
export type DocumentCategory = (typeof documentCategories)[number]

export const profileDocumentSchema = z.object({
  id: z.int(),
  category: z.enum(documentCategories),
  /** The name the owner gave the file (shown and offered as the download name). */
  name: z.string(),
  kind: z.enum(documentFileKinds),
  size: z.int(),
  created_at: z.string(),
  /** Where the owner downloads it. */
  url: z.string(),
})
export type ProfileDocument = z.infer<typeof profileDocumentSchema>

export const documentUploadSchema = z.object({
  category: z.enum(documentCategories, {
    error: 'Pilih jenis dokumen: CV, sertifikat, atau lainnya',
  }),
  file: base64Upload(DOCUMENT_MAX_BYTES, {
    tooLarge: 'Ukuran dokumen maksimal 5 MB',
    shape: 'Dokumen harus berupa "nama-file,data-base64"',
  }),
})
export type DocumentUpload = z.infer<typeof documentUploadSchema>

export const profileDocumentApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/platform/document',
    group: 'platform',
    access: 'user',
    summary: 'The caller’s documents, newest first',
    response: dataOf(z.array(profileDocumentSchema)),
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/platform/upload/document',
    group: 'platform',
    access: 'user',
    summary: 'Adds a document (CV, certificate, other): PDF, JPEG, PNG or WebP by its bytes, at most 5 MB, as "file name,base64"',
    body: documentUploadSchema,
    successStatus: 201,
    response: dataOf(profileDocumentSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/platform/document',
    group: 'platform',
    access: 'user',
    summary: 'Deletes one of the caller’s documents (?id=); another user’s id answers 404 like an unknown one',
    query: idParam,
    response: dataOf(z.object({ id: z.int() })),
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/platform/document/{id}/file',
    group: 'platform',
    access: 'user',
    summary: 'The file of one of the caller’s documents (sent as an attachment); another user’s id answers 404',
    params: idParam,
    response: z.unknown(),
  }),
}
