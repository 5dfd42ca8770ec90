import {
  contrastWarnings,
  resolveTheme,
  THEME_FONT_IDS,
  THEME_FONTS,
  THEME_SIZES,
  type Design,
  type ThemeMode,
  type ThemeSize,
} from '@formbuilder/core';
import { useId } from 'react';
import { useT } from '../../i18n/i18n-context';
import { SelectProperty, TextAreaProperty } from '../fields/property-fields';
import { useBuilderDispatch, useBuilderState } from '../state/builder-context';
import { edit } from '../state/builder-state';
import { ColourField } from './colour-field';
import { SavedThemes } from './saved-themes';
import { ThemeImageField } from './theme-image-field';
import '../../ui/ui.css';
import './design.css';

const FONT_OPTIONS = THEME_FONT_IDS.map((font) => ({ value: font, label: THEME_FONTS[font].label }));
const DEFAULT_DESIGN: Design = { theme: 'gleam', colour: '#2196F3' };

/**
 * /editor/{formId}/builder/design (docs/product.md, "Styling your form"): the form's theme,
 * drawn live on the stage beside it. Each change is one undoable step of the draft; a
 * contrast under WCAG AA is said in words next to the colours.
 */
export function DesignTab() {
  const { form } = useBuilderState();
  const dispatch = useBuilderDispatch();
  const t = useT();
  if (!form) return null;
  const design: Design = form.props.design ?? DEFAULT_DESIGN;
  const theme = resolveTheme(design);
  const warnings = contrastWarnings(design);
  // Said in the owner's language: core's ratio, cut (not rounded) to one decimal as core writes it.
  const warningOf = (pair: 'text' | 'button') => {
    const warning = warnings.find((found) => found.pair === pair);
    return warning && t(`builder.design.contrast.${pair}`, { ratio: Math.floor(warning.ratio * 10) / 10 });
  };
  const setDesign = (changes: Partial<Design>, coalesce?: string) =>
    dispatch(edit({ type: 'updateProps', changes: { design: { ...design, ...changes } } }, coalesce));

  return (
    <section className="properties design-tab" aria-labelledby="design-heading">
      <h2 id="design-heading" className="builder-panel__heading">
        {t('builder.design.heading')}
      </h2>
      <ModeChoice mode={theme.mode} onChange={(mode) => setDesign({ mode, background: undefined, text: undefined })} />
      <fieldset className="prop-group">
        <legend>{t('builder.design.colours')}</legend>
        <ColourField
          label={t('builder.design.accent')}
          value={theme.accent}
          onValueChange={(colour) => setDesign({ colour }, 'colour')}
        />
        <ColourField
          label={t('builder.design.background')}
          value={theme.background}
          onValueChange={(background) => setDesign({ background }, 'background')}
        />
        <ColourField
          label={t('builder.design.text')}
          value={theme.text}
          onValueChange={(text) => setDesign({ text }, 'text')}
          warning={warningOf('text')}
        />
        <ColourField
          label={t('builder.design.button')}
          value={theme.button}
          onValueChange={(button) => setDesign({ button }, 'button')}
        />
        <ColourField
          label={t('builder.design.buttonText')}
          value={theme.buttonText}
          onValueChange={(buttonText) => setDesign({ buttonText }, 'buttonText')}
          warning={warningOf('button')}
        />
      </fieldset>
      <SelectProperty
        label={t('builder.design.font')}
        value={theme.font}
        options={FONT_OPTIONS}
        onValueChange={(font) => setDesign({ font })}
        hint={t('builder.design.fontHint')}
      />
      <fieldset className="prop-group">
        <legend>{t('builder.design.layout')}</legend>
        {(Object.keys(THEME_SIZES) as ThemeSize[]).map((key) => (
          <SizeField key={key} size={key} value={theme[key]} onChange={(value) => setDesign({ [key]: value }, key)} />
        ))}
      </fieldset>
      <fieldset className="prop-group">
        <legend>{t('builder.design.logoAndCover')}</legend>
        <ThemeImageField
          label={t('builder.design.logo')}
          alt={t('builder.design.logoAlt')}
          uploadLabel={t('builder.design.uploadLogo')}
          value={design.logo}
          formId={form.id}
          onValueChange={(logo) => setDesign({ logo })}
        />
        <ThemeImageField
          label={t('builder.design.cover')}
          alt={t('builder.design.coverAlt')}
          uploadLabel={t('builder.design.uploadCover')}
          value={design.cover}
          formId={form.id}
          onValueChange={(cover) => setDesign({ cover })}
        />
      </fieldset>
      <SavedThemes
        design={design}
        onApply={(saved) =>
          dispatch(edit({ type: 'updateProps', changes: { design: { theme: design.theme, ...saved } } }))
        }
      />
      <details className="design-advanced">
        <summary>{t('builder.design.advanced')}</summary>
        <TextAreaProperty
          label={t('builder.design.customCss')}
          rows={6}
          spellCheck={false}
          value={form.props.customCSS?.value ?? ''}
          onValueChange={(value) =>
            dispatch(edit({ type: 'updateProps', changes: { customCSS: { value, isEncoded: false } } }, 'customCSS'))
          }
          hint={t('builder.design.customCssHint')}
        />
      </details>
    </section>
  );
}

function ModeChoice({ mode, onChange }: { mode: ThemeMode; onChange: (mode: ThemeMode) => void }) {
  const name = useId();
  const t = useT();
  return (
    <fieldset className="prop-group design-mode">
      <legend>{t('builder.design.mode')}</legend>
      <div className="design-mode__options">
        {(['light', 'dark'] as const).map((option) => (
          <label key={option} className="design-mode__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={mode === option}
              onChange={() => onChange(option)}
            />
            {option === 'light' ? t('builder.design.light') : t('builder.design.dark')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SizeField({ size, value, onChange }: { size: ThemeSize; value: number; onChange: (value: number) => void }) {
  const id = useId();
  const t = useT();
  const { min, max } = THEME_SIZES[size];
  return (
    <div className="design-size">
      <label htmlFor={id}>{t(`builder.design.size.${size}`)}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={size === 'width' ? 10 : 1}
        value={value}
        aria-valuetext={t('builder.design.pixels', { value: String(value) })}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output htmlFor={id}>{t('builder.design.px', { value: String(value) })}</output>
    </div>
  );
}
