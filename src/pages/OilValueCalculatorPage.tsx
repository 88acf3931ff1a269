import { CalculatorView } from '../views/CalculatorView';
import type { CalculatorPageCopy } from '../types/content';

/** Its copy in the page's language comes from the route table (content/calculator.ts, content/hi/calculator.ts). */
export default function OilValueCalculatorPage({ copy }: { copy: CalculatorPageCopy }) {
  return <CalculatorView page={copy} />;
}
