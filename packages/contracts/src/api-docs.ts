/**
 * Where the server serves the API docs to administrators (002 §2 'docs', decision 0080): Swagger UI at
 * `${API_DOCS_PREFIX}/`, the OpenAPI document at `${API_DOCS_PREFIX}/json` (and `/yaml`).
 */
export const API_DOCS_PREFIX = '/admin/docs';
