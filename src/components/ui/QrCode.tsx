import { useMemo } from 'react';
import { correction, generate } from 'lean-qr/nano';
import { toSvgPath } from 'lean-qr/extras/svg';

/** Four modules of white around the code: the quiet zone ISO/IEC 18004 asks for, so any scanner finds it. */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as SVG (sharp at any print size), from lean-qr's module grid: one path of the
 * dark modules, built as React elements, never as markup. Medium error correction (about 15 %)
 * survives a crease or a smudge on a printed certificate.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const code = generate(text, { minCorrectionLevel: correction.M });
    return { size: code.size + 2 * QUIET_ZONE, path: toSvgPath(code) };
  }, [text]);
  return (
    <svg className={className} role="img" aria-label={label} viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${size} ${size}`} shapeRendering="crispEdges">
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
