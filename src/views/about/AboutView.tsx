import { about, profile } from '../../../content';
import { avatarPicture } from '../../../content/images';
import { pages } from '../../../contracts/pages';
import { useItemAddress } from '../../components/menu/ItemAddress';
import { AboutScreen } from './AboutScreen';

const ids = about.map((section) => section.id);

export default function AboutView() {
  return (
    <AboutScreen
      sections={about}
      avatar={avatarPicture(profile)}
      location={profile.location}
      address={useItemAddress(pages.about.path, ids)}
    />
  );
}
