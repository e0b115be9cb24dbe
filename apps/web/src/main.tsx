// First, so Mantine's base styles precede every component's and the app's own CSS.
import './app/mantine-shared-styles';
import { startApp } from './app/start-app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void startApp(root);
