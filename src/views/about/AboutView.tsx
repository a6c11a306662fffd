import { about, profile } from '../../../content';
import { pages } from '../../../contracts/pages';
import { useMenuAddress } from '../../components/menu/menuAddress';
import { AboutScreen } from './AboutScreen';

const ids = about.map((section) => section.id);

export default function AboutView() {
  return <AboutScreen sections={about} avatar={profile.avatar} location={profile.location} address={useMenuAddress(pages.about.path, ids)} />;
}
