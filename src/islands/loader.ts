import { startIslands } from './start-islands.ts';

// The island loader: only pages with islands load it (src/islands/start-islands.ts says what it does).
startIslands();
