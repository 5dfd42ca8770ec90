import { themeCss } from './theme';

// The gleam theme (docs/product.md §B1 and §B9, default theme gleam, colour
// #2196F3): mobile first, 44px touch targets, visible focus, AA contrast
// (links and outlines use --fb-colour-strong, a shade of the colour readable on
// the background; buttons use the theme's button colours). The theme's values are
// core's themeVariables (docs/product.md, "Styling your form"); the mode sets muted
// text (6.4:1), input borders (3.6:1) and errors (5.6:1). Hook classes and data
// attributes: see form-view.tsx.
const rules = `
.fb-form{box-sizing:border-box;max-width:var(--fb-width);margin:0 auto;padding:1rem;font:1rem/1.5 var(--fb-font);color:var(--fb-text);background:var(--fb-background);color-scheme:var(--fb-scheme)}
.fb-form *{box-sizing:inherit}
.fb-form [hidden]{display:none!important}
.fb-no-js [data-js-only]{display:none!important}
.fb-title{margin:0 0 1.5rem;font-size:1.75rem;line-height:1.25}
.fb-element{margin:0 0 var(--fb-spacing)}
.fb-hidden-field{display:none}
.fb-group{min-width:0;margin:0;padding:0;border:0}
.fb-label{display:block;margin:0 0 .5rem;padding:0;font-weight:600}
.fb-rich-text p{margin:0}
.fb-required{margin-inline-start:.25rem;color:var(--fb-error)}
.fb-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.fb-sublabel,.fb-part-label,.fb-scale-ends,.fb-address-status,.fb-hint{font-size:.875rem;color:var(--fb-muted)}
.fb-sublabel,.fb-error,.fb-hint{margin:.375rem 0 0}
.fb-undecided-note{margin:-1.125rem 0 1.5rem;font-size:.875rem;font-style:italic;color:var(--fb-muted)}
.fb-form:not(.fb-no-js) .fb-undecided-note{display:none}
.fb-error{font-size:.875rem;font-weight:600;color:var(--fb-error)}
.fb-input{display:block;width:100%;min-height:2.75rem;padding:.5rem .75rem;font:inherit;color:inherit;background:var(--fb-background);border:1px solid var(--fb-border);border-radius:var(--fb-radius)}
.fb-input::placeholder{color:var(--fb-muted)}
.fb-input:focus{border-color:var(--fb-colour-strong)}
.fb-input[aria-invalid=true]{border:2px solid var(--fb-error)}
.fb-input:disabled,.fb-btn:disabled{opacity:.65;cursor:not-allowed}
.fb-textarea{min-height:6rem;resize:vertical}
.fb-form :focus-visible{outline:3px solid var(--fb-colour);outline-offset:2px}
.fb-choices{display:grid;gap:.25rem}
.fb-choice{display:flex;align-items:center;gap:.75rem;min-height:2.75rem;cursor:pointer}
.fb-choice input{flex:none;width:1.25rem;height:1.25rem;margin:0;accent-color:var(--fb-colour-strong)}
.fb-toggles .fb-choice input{position:relative;width:2.75rem;height:1.5rem;appearance:none;border-radius:1rem;background:var(--fb-border)}
.fb-toggles .fb-choice input::after{content:"";position:absolute;top:.1875rem;inset-inline-start:.1875rem;width:1.125rem;height:1.125rem;border-radius:50%;background:#fff;transition:transform .15s}
.fb-toggles .fb-choice input:checked{background:var(--fb-colour-strong)}
.fb-toggles .fb-choice input:checked::after{transform:translateX(1.25rem)}
[dir=rtl] .fb-toggles .fb-choice input:checked::after{transform:translateX(-1.25rem)}
.fb-scale-options{display:flex;flex-wrap:wrap;gap:.375rem}
.fb-align-left{text-align:left}
.fb-align-center{text-align:center}
.fb-align-right{text-align:right}
.fb-align-right .fb-scale-options{justify-content:flex-end}
.fb-scale .fb-choice{position:relative;justify-content:center;min-width:2.75rem;border:1px solid var(--fb-border);border-radius:var(--fb-radius);font-weight:600}
.fb-scale .fb-choice input{position:absolute;inset:0;width:100%;height:100%;opacity:0;cursor:pointer}
.fb-scale .fb-choice:has(:focus-visible){outline:3px solid var(--fb-colour);outline-offset:2px}
.fb-scale .fb-choice:has(:checked){color:var(--fb-button-text);background:var(--fb-button);border-color:var(--fb-button)}
.fb-scale-stars .fb-choice,.fb-scale-stars .fb-choice:has(:checked){color:inherit;background:none;border:0}
.fb-star{font-size:1.75rem;line-height:1;color:var(--fb-border)}
.fb-scale-stars .fb-choice:has(:checked) .fb-star,.fb-scale-stars .fb-choice:has(~.fb-choice :checked) .fb-star{color:var(--fb-colour-strong)}
.fb-scale-nps .fb-scale-options,.fb-scale-numbers.fb-align-center .fb-scale-options{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(0,1fr);gap:.25rem}
.fb-scale-nps .fb-choice,.fb-align-center .fb-choice{min-width:0}
.fb-scale-stars.fb-align-center .fb-scale-options{justify-content:center}
.fb-scale-ends{display:flex;justify-content:space-between;margin:.375rem 0 0}
.fb-phone-fields{display:flex;gap:.5rem}
.fb-dial-code{flex:0 1 auto;width:auto;max-width:45%}
.fb-parts{display:grid;gap:.75rem}
.fb-part-label{display:block;margin:0 0 .25rem}
.fb-address-box{position:relative}
.fb-suggestions{position:absolute;z-index:1;left:0;right:0;margin:.25rem 0 0;padding:.25rem 0;list-style:none;background:var(--fb-background);border:1px solid var(--fb-border);border-radius:var(--fb-radius);box-shadow:0 4px 12px rgb(0 0 0/.15)}
.fb-suggestions [role=option]{min-height:2.75rem;padding:.625rem .75rem;cursor:pointer}
.fb-suggestions [aria-selected=true],.fb-suggestions [role=option]:hover{background:color-mix(in srgb,var(--fb-colour) 15%,var(--fb-background))}
.fb-address-status{margin:0}
.fb-btn{display:inline-flex;align-items:center;justify-content:center;min-width:2.75rem;min-height:2.75rem;padding:.5rem 1.25rem;font:inherit;font-weight:600;color:var(--fb-button-text);background:var(--fb-button);border:2px solid var(--fb-button);border-radius:var(--fb-radius);text-decoration:none;cursor:pointer}
.fb-btn:hover{filter:brightness(.9)}
.fb-btn-quiet{color:var(--fb-colour-strong);background:var(--fb-background)}
.fb-clear{margin-top:.5rem}
.fb-progress{margin:0 0 1.5rem;font-size:.875rem;font-weight:600;color:var(--fb-muted)}
.fb-progress p{margin:0 0 .375rem}
.fb-progress progress{display:block;width:100%;accent-color:var(--fb-colour-strong)}
.fb-no-js:not([data-steps]) .fb-progress progress{display:none}
.fb-form-message{text-align:center}
.fb-form-message p{margin:0 0 1.5rem}
.fb-url-chip{display:flex;flex-wrap:wrap;gap:.5rem}
.fb-url-chip .fb-label{margin:0}
.fb-chip{padding:0 .625rem;font-size:.875rem;color:var(--fb-muted);border:1px solid var(--fb-border);border-radius:1rem}
.fb-page-nav{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}
.fb-page-nav>:last-child{margin-inline-start:auto}
.fb-no-js .fb-page-nav:not(:has(>:not([data-js-only]))){display:none}
.fb-no-js:not([data-steps]) .fb-page+.fb-page{margin-top:2rem;padding-top:2rem;border-top:1px solid var(--fb-line)}
.fb-partial-bar{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem;margin-top:.75rem}
.fb-partial-note,.fb-kept ul{margin:0;padding:0;list-style:none;font-size:.875rem;color:var(--fb-muted);overflow-wrap:anywhere}
.fb-partial-notice{margin:0 0 1.5rem;padding:.75rem 1rem;border:1px solid var(--fb-line);border-inline-start:4px solid var(--fb-colour-strong);border-radius:var(--fb-radius)}
.fb-heading{margin:0;font-size:1.375rem;line-height:1.3}
.fb-heading-sub{margin:.25rem 0 0;color:var(--fb-muted)}
.fb-rule{margin:1rem 0;border:0;border-top:1px solid var(--fb-line)}
.fb-img{display:block;max-width:100%;height:auto;margin:0 auto}
.fb-description-text p{margin:0 0 .5rem}
.fb-form-error{margin:0 0 1.5rem;padding:.75rem 1rem;color:var(--fb-error);background:var(--fb-error-background);border:1px solid var(--fb-error);border-inline-start-width:4px;border-radius:var(--fb-radius)}
.fb-page-break-bar,.fb-placeholder{display:flex;align-items:center;justify-content:space-between;gap:.75rem;padding:.75rem;color:var(--fb-muted);border:2px dashed var(--fb-border);border-radius:var(--fb-radius)}
.fb-cover{display:block;width:calc(100% + 2rem);max-width:none;height:10rem;margin:-1rem -1rem 1.5rem;object-fit:cover}
.fb-logo{display:block;width:auto;max-width:12rem;height:auto;max-height:4rem;margin:0 0 1rem}
.fb-form-message .fb-logo{margin:0 auto 1rem}
@media (min-width:36rem){.fb-form{padding:2rem}.fb-cover{width:calc(100% + 4rem);height:12rem;margin:-2rem -2rem 2rem}.fb-parts{grid-template-columns:1fr 1fr}}
@media (prefers-reduced-motion:reduce){.fb-form *{transition:none!important}}
`;

/** The gleam theme's stylesheet: its custom properties, then the rules (inline it in a <style>). */
export const gleamCss: string = themeCss() + rules.replace(/\n/g, '');
