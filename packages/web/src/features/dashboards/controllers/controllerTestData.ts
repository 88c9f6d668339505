import { BoardConfigSchema, ControllerWidgetSchema, facadeOperators, type BoardConfig, type ControllerFacade, type ControllerWidget, type Widget } from '@redbi/shared/domain';
import type { z } from 'zod';
import type { BoardRuntimeState } from '../boardContract';
import { groupKey } from './facades/optionTree';

type ConfigInput = Partial<z.input<typeof ControllerWidgetSchema>['config']>;

/** A controller widget as stored, with the facade's default operator unless the config says otherwise. */
export const controllerWidget = (facade: ControllerFacade, config: ConfigInput = {}, extra: { id?: string; name?: string } = {}): ControllerWidget =>
  ControllerWidgetSchema.parse({ id: extra.id ?? 'c1', name: extra.name ?? 'Region', type: 'controller', config: { facade, operator: facadeOperators[facade][0], ...config } });

export const boardOf = (widgets: Widget[]): BoardConfig => BoardConfigSchema.parse({ layout: 'auto', widgets });

export const emptyState = (controllers: BoardRuntimeState['controllers'] = {}): BoardRuntimeState => ({ controllers, linkage: [], drill: {}, tabs: {} });

/** Flat options, one with a label. */
export const regionOptions = [{ value: 'East' }, { value: 'West', label: 'The West' }, { value: 'North' }];

/** A hierarchy as the options frame gives it: a continent group over two countries, and a country at the top. */
export const placeOptions = [
  { value: groupKey(['Asia']), label: 'Asia' },
  { value: 'China', parent: groupKey(['Asia']) },
  { value: 'Japan', parent: groupKey(['Asia']) },
  { value: 'France' },
];
