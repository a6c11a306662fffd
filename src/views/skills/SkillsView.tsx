import { skills } from '../../../content';
import { ItemAddress } from '../../components/menu/ItemAddress';
import { SkillsScreen } from './SkillsScreen';

const ids = skills.map((category) => category.slug);

export default function SkillsView() {
  return <SkillsScreen categories={skills} address={(menu) => <ItemAddress ids={ids} {...menu} />} />;
}
