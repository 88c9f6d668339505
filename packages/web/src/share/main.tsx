import '../app/zodWithoutEval';
import { startSharePage } from './startSharePage';

const container = document.getElementById('root');
if (container) void startSharePage(container);
