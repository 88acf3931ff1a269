/** Key figures: each value with its label, as a description list. */
export function Figures({ figures }: { figures: { value: string; label: string }[] }) {
  return (
    <dl className="figures">
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
