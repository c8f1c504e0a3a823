import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { RouterBridge } from '../../src/routing/RouterBridge.tsx';

/** Renders a component inside a router at a given address (blocks use site links and read the address). Needs the happy-dom environment. */
export function renderAt(ui: ReactElement, path = '/'): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouterBridge>{ui}</RouterBridge>
    </MemoryRouter>,
  );
}
