import { startApp } from './boot';

void startApp();
