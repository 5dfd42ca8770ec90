// The shared styles come first so that each feature's stylesheet, imported by
// its components, lands after them in the bundle and can refine them.
import './base.css';
import './controls.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './app';

// The stored session's reader loads on demand (auth/auth-context.tsx); asking for it now
// lets it arrive while the environment loads instead of after.
void import('./auth/auth-storage').catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A data router around the app's own <Routes>: the editor's unsaved-changes
// dialogue (docs/product.md §B2) needs useBlocker, which only data routers offer.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
