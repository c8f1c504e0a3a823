import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests render into a shared document (happy-dom); each test starts from an empty one.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
