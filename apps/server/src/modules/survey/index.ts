// Public surface of the survey module (decision 0059): other modules and app.ts import only this file.
export { surveyRoutes } from './routes.js';
export { replaceSurvey, surveyKeyOf, surveyOfProduct, surveySubmitted } from './service.js';
