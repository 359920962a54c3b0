'use client';

import { memo } from 'react';
import { useTranslations } from 'next-intl';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/shallow';
import type { CalculatorType } from '@/lib/api/types/calculator';
import { drawingModel, type DrawingModel } from '../drawing';
import type { CalculatorStore } from '../store';
import styles from './configurator.module.scss';

const BOX = 300;
const PAD = 28;
const FRAME = 9;

/**
 * A to-scale sketch of the configured product: the outline keeps the width/height ratio, the sash
 * lines follow the DIN convention (the triangle's tip points to the hinges; dashed for tilt).
 */
export const WindowDrawing = memo(function WindowDrawing({ model }: { model: DrawingModel }) {
  const t = useTranslations('calculator');
  const scale = Math.min((BOX - 2 * PAD) / model.width, (BOX - 2 * PAD) / model.height);
  const w = model.width * scale;
  const h = model.height * scale;
  const x = (BOX - w) / 2;
  const y = (BOX - h) / 2;
  const isSashed = model.kind === 'window' || model.kind === 'door';
  const sectionWidth = (w - 2 * FRAME) / model.sections;
  const openingSection = model.hinge === 'right' ? model.sections - 1 : 0;
  const arch = model.arched ? Math.min(h / 3, w / 2) : 0;
  const outline = model.arched
    ? `M ${x} ${y + h} V ${y + arch} Q ${x} ${y} ${x + w / 2} ${y} Q ${x + w} ${y} ${x + w} ${y + arch} V ${y + h} Z`
    : `M ${x} ${y} H ${x + w} V ${y + h} H ${x} Z`;
  const slats = Math.max(3, Math.round(h / 14));
  const label = t('drawing', { width: model.width, height: model.height });

  return (
    <svg className={styles.drawing} viewBox={`0 0 ${BOX} ${BOX}`} role="img" aria-label={label}>
      <path d={outline} fill={model.frameColour} stroke="#1b2430" strokeWidth="1.5" />
      {isSashed ? (
        Array.from({ length: model.sections }, (_, index) => {
          const sx = x + FRAME + index * sectionWidth;
          const sy = y + FRAME + arch / 2;
          const sw =
            sectionWidth -
            (index < model.sections - 1 ? FRAME / 2 : 0) -
            (index > 0 ? FRAME / 2 : 0);
          const left = sx + (index > 0 ? FRAME / 2 : 0);
          const sh = h - 2 * FRAME - arch / 2;
          const opens = index === openingSection;
          return (
            <g key={index} data-section={index}>
              <rect
                x={left}
                y={sy}
                width={sw}
                height={sh}
                fill="#d8e9f8"
                stroke="#1b2430"
                strokeWidth="1"
              />
              {opens && model.hinge && (
                <polyline
                  data-opening={model.hinge}
                  points={
                    model.hinge === 'left'
                      ? `${left + sw},${sy} ${left},${sy + sh / 2} ${left + sw},${sy + sh}`
                      : `${left},${sy} ${left + sw},${sy + sh / 2} ${left},${sy + sh}`
                  }
                  fill="none"
                  stroke="#0b5fae"
                  strokeWidth="1.5"
                />
              )}
              {opens && model.tilt && (
                <polyline
                  data-opening="tilt"
                  points={`${left},${sy} ${left + sw / 2},${sy + sh} ${left + sw},${sy}`}
                  fill="none"
                  stroke="#0b5fae"
                  strokeWidth="1.5"
                  strokeDasharray="6 4"
                />
              )}
            </g>
          );
        })
      ) : (
        <g>
          {Array.from({ length: slats }, (_, index) => {
            const ly = y + ((index + 1) * h) / (slats + 1);
            return (
              <line
                key={index}
                x1={x + 4}
                x2={x + w - 4}
                y1={ly}
                y2={ly}
                stroke="#1b2430"
                strokeOpacity="0.35"
              />
            );
          })}
        </g>
      )}
      <g aria-hidden="true" className={styles.dimensions}>
        <text x={BOX / 2} y={y + h + 18} textAnchor="middle">
          {model.width}
        </text>
        <text
          x={x - 8}
          y={BOX / 2}
          textAnchor="middle"
          transform={`rotate(-90 ${x - 8} ${BOX / 2})`}
        >
          {model.height}
        </text>
      </g>
    </svg>
  );
});

/**
 * The drawing of the store's configuration. The model is a flat record compared field by field, so
 * an option that only changes the price (material, glazing) leaves the SVG as it is.
 */
export function ConfiguredDrawing({
  type,
  store,
}: {
  type: Pick<CalculatorType, 'kind' | 'features' | 'sizes'>;
  store: CalculatorStore;
}) {
  const model = useStore(
    store,
    useShallow((state) => drawingModel(type, state.features, state.sizes)),
  );
  return <WindowDrawing model={model} />;
}
