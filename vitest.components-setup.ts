import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The component tests share one jsdom and one module graph per worker (isolate: false), which
// halves their time. Each file still starts as it would in a fresh jsdom: new copies of the
// project's own modules (a cache one file fills — the environment, the datasets, first-run state —
// never reaches the next), empty storage, no cookies, an empty page at '/', no pending timers or
// stubs. Libraries from node_modules (React, Testing Library) load once.
vi.resetModules();
vi.unstubAllGlobals();
vi.useRealTimers();
vi.restoreAllMocks();
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
}

// After each test: the rendered tree unmounted, stubbed globals (fetch, the fake server) given
// back, storage emptied — so no test file repeats these lines.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});
