import { about, profile } from '../../../content';
import { AboutScreen } from './AboutScreen';

export default function AboutView() {
  return <AboutScreen sections={about} avatar={profile.avatar} location={profile.location} />;
}
