import type { SkillCategory } from '../../../content';
import { emblemPicture } from '../../../content/images';
import { TechIcon } from '../../components/TechIcon';

/** One category: its emblem, its name and its skills, or a notice when it has none. */
export function SkillGrid({ category, entering = false }: { category: SkillCategory; entering?: boolean }) {
  const { skills } = category;
  const emblem = emblemPicture(category);
  return (
    <div className={entering ? 'skill-grid skill-grid--enter' : 'skill-grid'}>
      <header className="skill-grid__header">
        <img
          className="skill-grid__emblem"
          src={emblem.src}
          alt={emblem.alt}
          width={emblem.width}
          height={emblem.height}
          decoding="async"
          // The emblem is usually the largest thing on the screen when it first paints.
          fetchPriority="high"
        />
        <div>
          <h2 className="skill-grid__title">{category.name}</h2>
          <p className="skill-grid__count">
            {skills.length} {skills.length === 1 ? 'skill' : 'skills'} unlocked
          </p>
        </div>
      </header>
      {skills.length === 0 ? (
        <p className="skill-grid__empty">No skills available for this category.</p>
      ) : (
        <ul className="skill-grid__list">
          {skills.map((skill) => (
            <li key={skill.title} className="skill-grid__item">
              {/* role="img" gives each tile one reliable name, the skill's accessible label. */}
              <div role="img" aria-label={skill.ariaLabel} className="skill-grid__tile">
                <TechIcon icon={skill.icon} size={40} className="skill-grid__icon" />
                <span className="skill-grid__name">{skill.title}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
