/** One fact of a document: what it is and its value. */
export type Fact = readonly [term: string, value: React.ReactNode];

/** A document's facts as a definition list, each term beside its value (certificates, statements, the public check). */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
