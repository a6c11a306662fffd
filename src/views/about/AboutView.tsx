import { owner } from '../../../content';
import { AboutScreen } from './AboutScreen';

export default function AboutView() {
  return <AboutScreen sections={owner.about} avatar={owner.avatar} location={owner.location} />;
}
