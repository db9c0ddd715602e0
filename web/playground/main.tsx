import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import { PlaygroundApp } from './PlaygroundApp';

createRoot(document.getElementById('playground')!).render(
  <StrictMode>
    <PlaygroundApp />
  </StrictMode>,
);
