import { skills } from '../../../content';
import { pages } from '../../../contracts/pages';
import { useItemAddress } from '../../components/menu/ItemAddress';
import { SkillsScreen } from './SkillsScreen';

const ids = skills.map((category) => category.slug);

export default function SkillsView() {
  return <SkillsScreen categories={skills} address={useItemAddress(pages.skills.path, ids)} />;
}
