import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@sb/web-kit/disclosure';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isActiveSport, SPORT_CATEGORIES, sportPath } from './sport-categories';

const List = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding: 0 0 0 ${({ theme }) => theme.space[2]};
  list-style: none;
`;

const SportLink = styled(Link)<{ $active: boolean }>`
  display: block;
  padding: 6px ${({ theme }) => theme.space[3]};
  border-left: 2px solid ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.textSecondary)};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const allCategories = SPORT_CATEGORIES.map((category) => category.name);

/** The sports, grouped into collapsible categories that all start open; the sport being viewed is marked. */
export function SportList({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Accordion type="multiple" defaultValue={allCategories}>
      {SPORT_CATEGORIES.map((category) => (
        <AccordionItem key={category.name} value={category.name}>
          <AccordionTrigger>{category.name}</AccordionTrigger>
          <AccordionContent>
            <List>
              {category.sports.map((sport) => {
                const active = isActiveSport(pathname, sport);
                return (
                  <li key={sport}>
                    <SportLink
                      to={sportPath(sport)}
                      $active={active}
                      aria-current={active ? 'page' : undefined}
                      onClick={onNavigate}
                    >
                      {sport}
                    </SportLink>
                  </li>
                );
              })}
            </List>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
