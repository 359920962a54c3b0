// Server entry of the calculator feature: pages import the loader, metadata and view from here.
export { CalculatorView } from './components/calculator-view';
export {
  getCalculatorPage,
  GENERAL_CALCULATOR_IDS,
  type CalculatorPageData,
  type CalculatorScope,
} from './loaders';
export { calculatorMetadata } from './metadata';
export {
  configurationQueryString,
  parseConfigurationQuery,
  EDIT_PARAM,
  TYPE_PARAM,
  type ConfigurationQuery,
} from '@/lib/routing/configuration-query';
// The staff console draws an ordered configuration as the configurator does (issue 38).
export { drawingModel, type DrawingModel } from './drawing';
export { WindowDrawing } from './components/window-drawing';
