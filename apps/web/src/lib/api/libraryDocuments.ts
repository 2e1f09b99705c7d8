import { libraryDocumentsApi } from '@pathway/api-client';
import { http } from './http.ts';

export const libraryDocuments = /* @__PURE__ */ libraryDocumentsApi(http);
