import { startPage } from './start-page.ts';

// The script every built page loads: a file, since the Content-Security-Policy allows no inline code.
startPage();
