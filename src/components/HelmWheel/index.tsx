import type {ReactNode} from 'react';

import styles from './styles.module.css';

const SPOKE_ANGLES = [22.5, 67.5, 112.5, 157.5, 202.5, 247.5, 292.5, 337.5];

function polar(radius: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [50 + radius * Math.cos(radians), 50 + radius * Math.sin(radians)];
}

/** The ship's wheel drawn for this site, inline so that it inherits `currentColor`. */
export default function HelmWheel({className}: {className?: string}): ReactNode {
  return (
    <svg className={className ?? styles.wheel} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth={6} strokeLinecap="round">
        {SPOKE_ANGLES.map((angle) => {
          const [x1, y1] = polar(14, angle);
          const [x2, y2] = polar(44, angle);
          return <line key={angle} x1={x1} y1={y1} x2={x2} y2={y2} />;
        })}
        <circle cx={50} cy={50} r={32} />
        <circle cx={50} cy={50} r={11} />
      </g>
      {SPOKE_ANGLES.map((angle) => {
        const [cx, cy] = polar(47, angle);
        return <circle key={angle} cx={cx} cy={cy} r={4.2} fill="currentColor" />;
      })}
    </svg>
  );
}
