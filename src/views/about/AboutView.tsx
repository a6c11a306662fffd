import { about, profile } from '../../../content';
import { pages } from '../../../contracts/pages';
import { useItemAddress } from '../../components/menu/ItemAddress';
import { AboutScreen } from './AboutScreen';

const ids = about.map((section) => section.id);

export default function AboutView() {
  return (
    <AboutScreen
      sections={about}
      avatar={profile.avatar}
      location={profile.location}
      address={useItemAddress(pages.about.path, ids)}
    />
  );
}
