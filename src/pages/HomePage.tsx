import { HomeView } from '../components/views/HomeView';
import { home } from '../content/home';

export default function HomePage() {
  return <HomeView home={home} />;
}
