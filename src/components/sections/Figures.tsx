/**
 * Key figures: each value with its label, as a description list; `note` under them says when the
 * company's figures were counted ("Figures as of 1 November 2026").
 */
export function Figures({ figures, note }: { figures: { value: string; label: string }[]; note?: string }) {
  return (
    <>
      <dl className="figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className="figures-note">{note}</p> : null}
    </>
  );
}
