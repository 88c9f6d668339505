import './app/zodWithoutEval';
import { startApp } from './app/startApp';

const container = document.getElementById('root');
if (container) void startApp(container);
