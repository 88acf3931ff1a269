import { calculatorPage } from '../content/calculator';
import { CalculatorPage } from '../features/calculator/CalculatorPage';

export default function OilValueCalculatorPage() {
  return <CalculatorPage page={calculatorPage} />;
}
