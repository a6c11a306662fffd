import { profile } from '../../../content';
import { avatar, sections } from '../../../content/aboutScreen';
import { pages } from '../../../contracts/pages';
import { useItemAddress } from '../../components/menu/ItemAddress';
import { AboutScreen } from './AboutScreen';

const ids = sections.map((section) => section.id);

export default function AboutView() {
  return (
    <AboutScreen
      sections={sections}
      avatar={avatar}
      location={profile.location}
      address={useItemAddress(pages.about.path, ids)}
    />
  );
}
