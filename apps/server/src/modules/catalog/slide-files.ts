// Where lesson images live, shared by lesson (stores and serves them), resource (counts references for the
// re-import clean-up) and course-import: defined with the slide data they describe (lesson_slides, catalog's).

/**
 * Lesson images (hot-spot backgrounds) live under a prefix of their own, content-addressed, so a
 * re-import that keeps an image is a no-op; the re-import clean-up (decision 0040) deletes one no slide
 * of any product references any more.
 */
export const LESSON_IMAGE_PREFIX = 'lesson-images/';

/** A slide's image file as the import stored it; kept in the slide's data, never sent to a browser. */
export const IMAGE_FILE_FIELD = 'bgImageFile';

/**
 * A SCORM slide's package files (decision 0199): the index (package path -> {key, type, size}) the import keeps in the
 * slide's data, never sent to a browser; the objects live under their own prefix, content-addressed, and the re-import
 * clean-up deletes one no slide of any product references any more.
 */
export const SCO_FILES_FIELD = 'scoFiles';
export const SCO_FILES_PREFIX = 'sco-files/';
