import { configure } from '@testing-library/dom';

// Component tests wait for lazy routes (the builder, the rules page) to load; on a busy
// two-core machine running every test file at once that takes more than the default 1 s, and
// past 5 s when other work shares the machine. Only a failing wait lasts this long.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lays nothing out and has no scrollIntoView; the builder scrolls a selected element into view.
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
