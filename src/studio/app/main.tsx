import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OnlineGate } from './online/OnlineGate.tsx';
import { keepStudioOpen } from './shell/keepOpen.ts';
import { Studio } from './Studio.tsx';
import './styles/studio.css';

keepStudioOpen();
createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <OnlineGate>
      <Studio />
    </OnlineGate>
  </StrictMode>,
);
