// Public surface of the chat module (decision 0059): other modules and app.ts import only this file.
export { chatServices } from './app-services.js';
export { chatRoutes } from './routes.js';
