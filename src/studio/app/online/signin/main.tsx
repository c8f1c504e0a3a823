import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../styles/studio.css';
import '../online.css';
import { SignIn } from './SignIn.tsx';

createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <SignIn />
  </StrictMode>,
);
