import { HomeView } from '../../components/views/HomeView';
import { home } from '../../content/hi/home';

export default function HomePage() {
  return <HomeView home={home} />;
}
