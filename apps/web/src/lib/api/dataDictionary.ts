import { dataDictionaryResource } from '@pathway/api-client';
import { http } from './http.ts';

export const dataDictionary = /* @__PURE__ */ dataDictionaryResource(http);
