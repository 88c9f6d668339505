import type { BoardConfig, ControllerFacade } from '@redbi/shared/domain';
import type { ComponentType } from 'react';
import { preloadableComponent, type Preloadable } from '../../../components/preloadableComponent';
import type { ControllerFacadeProps } from '../boardContract';
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
  /** A select or tree whose list follows what the viewer types: options from data are then searched on the server. */
  searchable: boolean;
  /** Defaults may be times relative to now. */
  relativeDefaults: boolean;
  valueType: 'string' | 'number' | 'date';
  settings: readonly FacadeSetting[];
}

type FacadeComponent = ComponentType<ControllerFacadeProps>;

/**
 * Each facade's code is a chunk of its own (tree selects, sliders, number inputs, date pickers …): a board
 * loads only the facades its controllers use, and a share page stays light.
 */
const facadeCode: Record<ControllerFacade, Preloadable<ControllerFacadeProps>> = {
  dropdownList: preloadableComponent(() => import('./facades/DropdownListFacade').then((module) => module.DropdownListFacade)),
  multiDropdownList: preloadableComponent(() => import('./facades/MultiDropdownListFacade').then((module) => module.MultiDropdownListFacade)),
  radioGroup: preloadableComponent(() => import('./facades/RadioGroupFacade').then((module) => module.RadioGroupFacade)),
  checkboxGroup: preloadableComponent(() => import('./facades/CheckboxGroupFacade').then((module) => module.CheckboxGroupFacade)),
  dropdownTree: preloadableComponent(() => import('./facades/DropdownTreeFacade').then((module) => module.DropdownTreeFacade)),
  tree: preloadableComponent(() => import('./facades/TreeFacade').then((module) => module.TreeFacade)),
  text: preloadableComponent(() => import('./facades/TextFacade').then((module) => module.TextFacade)),
  value: preloadableComponent(() => import('./facades/ValueFacade').then((module) => module.ValueFacade)),
  rangeValue: preloadableComponent(() => import('./facades/RangeValueFacade').then((module) => module.RangeValueFacade)),
  slider: preloadableComponent(() => import('./facades/SliderFacade').then((module) => module.SliderFacade)),
  rangeSlider: preloadableComponent(() => import('./facades/RangeSliderFacade').then((module) => module.RangeSliderFacade)),
  time: preloadableComponent(() => import('./facades/TimeFacade').then((module) => module.TimeFacade)),
  rangeTime: preloadableComponent(() => import('./facades/RangeTimeFacade').then((module) => module.RangeTimeFacade)),
  recommendTime: preloadableComponent(() => import('./facades/RecommendTimeFacade').then((module) => module.RecommendTimeFacade)),
};

const lazyFacade = (facade: ControllerFacade): FacadeComponent => facadeCode[facade].Component;

/** Loads the facades a board's controllers use (render mode waits for them before it says it has painted). */
export function loadControllerFacades(board: BoardConfig): Promise<void> {
  const used = new Set(board.widgets.flatMap((widget) => (widget.type === 'controller' ? [widget.config.facade] : [])));
  return Promise.all([...used].map((facade) => facadeCode[facade].load())).then(() => undefined);
}

/** Loads every facade (tests draw them without a board). */
export const loadAllControllerFacades = (): Promise<unknown> => Promise.all(Object.values(facadeCode).map((code) => code.load()));

type Info = Omit<ControllerFacadeInfo, 'facade' | 'labelKey'>;
const list = (Component: Info['Component'], multiple: boolean, settings: FacadeSetting[] = []): Info => ({
  Component,
  multiple,
  range: false,
  needsOptions: true,
  tree: false,
  searchable: false,
  relativeDefaults: false,
  valueType: 'string',
  settings,
});
const select = (Component: Info['Component'], multiple: boolean): Info => ({ ...list(Component, multiple), searchable: true });
const tree = (Component: Info['Component']): Info => ({ ...list(Component, true), tree: true, searchable: true });
const number = (Component: Info['Component'], range: boolean): Info => ({
  Component,
  multiple: false,
  range,
  needsOptions: false,
  tree: false,
  searchable: false,
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
  searchable: false,
  relativeDefaults,
  valueType: 'date',
  settings,
});

const infos: Record<ControllerFacade, Info> = {
  dropdownList: select(lazyFacade('dropdownList'), false),
  multiDropdownList: select(lazyFacade('multiDropdownList'), true),
  radioGroup: list(lazyFacade('radioGroup'), false, ['buttons']),
  checkboxGroup: list(lazyFacade('checkboxGroup'), true),
  dropdownTree: tree(lazyFacade('dropdownTree')),
  tree: tree(lazyFacade('tree')),
  text: { ...list(lazyFacade('text'), false), needsOptions: false },
  value: number(lazyFacade('value'), false),
  rangeValue: number(lazyFacade('rangeValue'), true),
  slider: number(lazyFacade('slider'), false),
  rangeSlider: number(lazyFacade('rangeSlider'), true),
  time: time(lazyFacade('time'), false, ['pickerType'], true),
  rangeTime: time(lazyFacade('rangeTime'), true, ['pickerType'], true),
  recommendTime: time(lazyFacade('recommendTime'), true, [], false),
};

/** The 14 facades of spec §3 by name: the one place that tells them apart (no switch on the facade elsewhere). */
export const controllerFacadeInfo = Object.fromEntries(
  Object.entries(infos).map(([facade, info]) => [facade, { facade, labelKey: `controllers.facades.${facade}`, ...info }]),
) as Record<ControllerFacade, ControllerFacadeInfo>;
