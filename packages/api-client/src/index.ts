export { createHttp, type HttpOptions } from './http.ts';
