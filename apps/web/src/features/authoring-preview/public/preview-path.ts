// The preview's address, for the studio's links and routes (without the page's code).
export { previewPath } from '../preview-paths';
