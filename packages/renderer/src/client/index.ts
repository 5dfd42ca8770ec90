import { initForm } from './init';

// The public form page's script, bundled by build-client.mjs into
// dist/form-client.js and loaded with `defer` after the server-rendered form.
// It finds the renderer-mode form and takes it over; with no form, or in a
// browser it cannot serve, the page keeps working as plain HTML.
function boot(): void {
  const form = document.querySelector('form.fb-form[data-mode="renderer"]');
  if (form instanceof HTMLFormElement) initForm(form);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot);
else boot();
