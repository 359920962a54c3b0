import type { CalculatorType } from '@/lib/api/types/calculator';

/** What the SVG drawing shows of a configuration (issue 8): sections, opening, colour, proportions. */
export interface DrawingModel {
  kind: CalculatorType['kind'];
  width: number;
  height: number;
  sections: number;
  arched: boolean;
  hinge: 'left' | 'right' | null;
  tilt: boolean;
  frameColour: string;
}

const SECTIONS: Record<string, number> = {
  'one-section': 1,
  'two-sections': 2,
  'three-sections': 3,
  special: 1,
};

/** Reads the drawing from the selected options; groups a type does not have fall back to a plain frame. */
export function drawingModel(
  type: Pick<CalculatorType, 'kind' | 'features' | 'sizes'>,
  features: Record<string, string>,
  sizes: Record<string, number>,
): DrawingModel {
  const opening = features.opening ?? '';
  const colourGroup = type.features.find((group) => group.id === 'colour');
  const colour = colourGroup?.items.find((item) => item.id === features.colour)?.color;
  const sizeOr = (id: string) =>
    sizes[id] ?? type.sizes.find((size) => size.id === id)?.value ?? 1000;
  return {
    kind: type.kind,
    width: sizeOr('width'),
    height: sizeOr('height'),
    sections: SECTIONS[features.shape ?? ''] ?? 1,
    arched: features.shape === 'special',
    hinge: opening.startsWith('left') ? 'left' : opening.startsWith('right') ? 'right' : null,
    tilt: opening === 'tilt' || opening.endsWith('-tilt'),
    frameColour: colour ?? '#f4f6f8',
  };
}
