import type { SettingControl } from '@redbi/charts';
import type { ComponentType } from 'react';
import { ColorControl } from './controls/ColorControl';
import type { ControlEditorProps } from './controls/controlEditorProps';
import { FontSizeControl } from './controls/FontSizeControl';
import { LineHeightControl } from './controls/LineHeightControl';
import { NumberControl } from './controls/NumberControl';
import { PaletteControl } from './controls/PaletteControl';
import { SelectControl } from './controls/SelectControl';
import { SwitchControl } from './controls/SwitchControl';
import { TextControl } from './controls/TextControl';

/**
 * One editor per kind of setting control (ARCHITECTURE §4.7): the style panels are generated from a chart
 * type's setting groups through this registry, never written by hand per chart.
 */
export const controlEditors: { [Kind in SettingControl['kind']]: ComponentType<ControlEditorProps<Kind>> } = {
  switch: SwitchControl,
  select: SelectControl,
  number: NumberControl,
  color: ColorControl,
  palette: PaletteControl,
  fontSize: FontSizeControl,
  lineHeight: LineHeightControl,
  text: TextControl,
};

/** Switches sit on their label's line; the other editors below it. */
export const inlineKinds: ReadonlySet<SettingControl['kind']> = new Set(['switch']);
