/** An archive refused before reading (too large, too many entries, a path leaving the folder, not readable). */
export class SourceArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceArchiveError';
  }
}
