import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import '@/lib/i18n';
import '@/styles/app.scss';
import 'react-toastify/ReactToastify.css';

import { App } from '@/app/app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
