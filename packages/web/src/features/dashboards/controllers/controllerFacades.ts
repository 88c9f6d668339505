import type { ControllerFacade } from '@redbi/shared/domain';
import type { ComponentType } from 'react';
import type { ControllerFacadeProps } from '../boardContract';
import { CheckboxGroupFacade } from './facades/CheckboxGroupFacade';
import { DropdownListFacade } from './facades/DropdownListFacade';
import { DropdownTreeFacade } from './facades/DropdownTreeFacade';
import { MultiDropdownListFacade } from './facades/MultiDropdownListFacade';
import { RadioGroupFacade } from './facades/RadioGroupFacade';
import { RangeSliderFacade } from './facades/RangeSliderFacade';
import { RangeTimeFacade } from './facades/RangeTimeFacade';
import { RangeValueFacade } from './facades/RangeValueFacade';
import { RecommendTimeFacade } from './facades/RecommendTimeFacade';
import { SliderFacade } from './facades/SliderFacade';
import { TextFacade } from './facades/TextFacade';
import { TimeFacade } from './facades/TimeFacade';
import { TreeFacade } from './facades/TreeFacade';
import { ValueFacade } from './facades/ValueFacade';
import './messages';

/** A setting of the config panel that only some facades have. */
export type FacadeSetting = 'pickerType' | 'bounds' | 'buttons';

/** What the board and the config panel know of a controller facade: how it draws and what its value is. */
export interface ControllerFacadeInfo {
  facade: ControllerFacade;
  /** i18n key of its name. */
  labelKey: string;
  Component: ComponentType<ControllerFacadeProps>;
  /** Takes a list of values (IN / NOT_IN). */
  multiple: boolean;
  /** Takes two values, a start and an end (BETWEEN): may go to two query variables. */
  range: boolean;
  /** Lists options (static or from a view's data). */
  needsOptions: boolean;
  /** Options form a tree (value → parent). */
  tree: boolean;
  /** Defaults may be times relative to now. */
  relativeDefaults: boolean;
  valueType: 'string' | 'number' | 'date';
  settings: readonly FacadeSetting[];
}

type Info = Omit<ControllerFacadeInfo, 'facade' | 'labelKey'>;
const list = (Component: Info['Component'], multiple: boolean, settings: FacadeSetting[] = []): Info => ({
  Component,
  multiple,
  range: false,
  needsOptions: true,
  tree: false,
  relativeDefaults: false,
  valueType: 'string',
  settings,
});
const tree = (Component: Info['Component']): Info => ({ ...list(Component, true), tree: true });
const number = (Component: Info['Component'], range: boolean): Info => ({
  Component,
  multiple: false,
  range,
  needsOptions: false,
  tree: false,
  relativeDefaults: false,
  valueType: 'number',
  settings: ['bounds'],
});
const time = (Component: Info['Component'], range: boolean, settings: FacadeSetting[], relativeDefaults: boolean): Info => ({
  Component,
  multiple: false,
  range,
  needsOptions: false,
  tree: false,
  relativeDefaults,
  valueType: 'date',
  settings,
});

const infos: Record<ControllerFacade, Info> = {
  dropdownList: list(DropdownListFacade, false),
  multiDropdownList: list(MultiDropdownListFacade, true),
  radioGroup: list(RadioGroupFacade, false, ['buttons']),
  checkboxGroup: list(CheckboxGroupFacade, true),
  dropdownTree: tree(DropdownTreeFacade),
  tree: tree(TreeFacade),
  text: { ...list(TextFacade, false), needsOptions: false },
  value: number(ValueFacade, false),
  rangeValue: number(RangeValueFacade, true),
  slider: number(SliderFacade, false),
  rangeSlider: number(RangeSliderFacade, true),
  time: time(TimeFacade, false, ['pickerType'], true),
  rangeTime: time(RangeTimeFacade, true, ['pickerType'], true),
  recommendTime: time(RecommendTimeFacade, true, [], false),
};

/** The 14 facades of spec §3 by name: the one place that tells them apart (no switch on the facade elsewhere). */
export const controllerFacadeInfo = Object.fromEntries(
  Object.entries(infos).map(([facade, info]) => [facade, { facade, labelKey: `controllers.facades.${facade}`, ...info }]),
) as Record<ControllerFacade, ControllerFacadeInfo>;
