import type { ElementType } from '@formbuilder/core';
import type { ComponentType } from 'react';
import type { ElementProps } from '../types';
import { AddressView } from './address';
import { ButtonView } from './button';
import { CheckboxView } from './checkbox';
import { DateView } from './date';
import { DateTimeView } from './date-time';
import { DescriptionView } from './description';
import { DropdownView } from './dropdown';
import { EmailView } from './email';
import { FileView } from './file';
import { HeaderView } from './header';
import { ImageView } from './image';
import { ListView } from './list';
import { LocationAddressView } from './location-address';
import { NameView } from './name';
import { NetPromoterScoreView } from './net-promoter-score';
import { NumberView } from './number';
import { PageBreakView } from './page-break';
import { PhoneView } from './phone';
import { RadioView } from './radio';
import { RatingScaleView } from './rating-scale';
import { SeparatorView } from './separator';
import { TextAreaView } from './text-area';
import { TextBoxView } from './text-box';
import { UrlParamView } from './url-param';

// The one map from element type to component (docs/architecture.md, "Adding an element type"): nothing else in
// the renderer looks at element.type to decide how to draw.
export const elementComponents: Readonly<Record<ElementType, ComponentType<ElementProps>>> = {
  Address: AddressView,
  LocationAddress: LocationAddressView,
  TextBox: TextBoxView,
  Number: NumberView,
  DateTime: DateTimeView,
  Date: DateView,
  File: FileView,
  URLParam: UrlParamView,
  TextArea: TextAreaView,
  Radio: RadioView,
  Checkbox: CheckboxView,
  RatingScale: RatingScaleView,
  Email: EmailView,
  Button: ButtonView,
  Header: HeaderView,
  Description: DescriptionView,
  PageBreak: PageBreakView,
  Separator: SeparatorView,
  Dropdown: DropdownView,
  Phone: PhoneView,
  List: ListView,
  Name: NameView,
  NetPromoterScore: NetPromoterScoreView,
  Image: ImageView,
};
