// Constants only, no zod: the web's dashboard imports the format list, and a value import from a file of schemas
// keeps all of that file's schemas (and zod's parts they use) in the page's chunks (decision 0075's budget).

/**
 * Export formats whose layout we could cite (docs/reporting.md lists the sources and the formats left out because
 * their published layout could not be read: CE Broker's course/attendee records, Florida DBPR, Sircon, TREC).
 */
export const REPORT_EXPORT_FORMATS = ['NMLS_CSV', 'GENERIC_CSV'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
