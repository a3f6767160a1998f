import { Button } from '@sb/web-kit';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@sb/web-kit/overlays';
import { useState } from 'react';
import styled from 'styled-components';
import { PropCard } from './prop-card';
import type { PropGroup } from './prop-board';

/** Cards drawn per prop type at first, and prop types drawn at first: a sport can offer thousands of props. */
const CARDS_PER_GROUP = 4;
const MORE_CARDS = 12;
const GROUPS_AT_FIRST = 20;

/** A row of cards to swipe through on a phone (a long list of open groups stays short), a grid on a desktop. */
const Cards = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 78%;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  > * {
    scroll-snap-align: start;
  }
  ${({ theme }) => theme.media.desktop} {
    grid-auto-flow: row;
    grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
    overflow-x: visible;
  }
`;

const Item = styled(AccordionItem)`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const More = styled(Button)`
  align-self: center;
  justify-self: start;
  ${({ theme }) => theme.media.desktop} {
    grid-column: 1 / -1;
  }
`;

function GroupCards({ group }: { group: PropGroup }) {
  const [shown, setShown] = useState(CARDS_PER_GROUP);
  const left = group.props.length - shown;
  return (
    <Cards>
      {group.props.slice(0, shown).map((prop) => (
        <PropCard key={prop.id} prop={prop} />
      ))}
      {left > 0 && (
        <More variant="ghost" size="sm" onClick={() => setShown((count) => count + MORE_CARDS)}>
          Show {Math.min(left, MORE_CARDS)} more of {left}
        </More>
      )}
    </Cards>
  );
}

/** Spec section 2: props grouped by prop type in accordions, all open until the player closes one. */
export function PropGroups({ groups }: { groups: PropGroup[] }) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [groupsShown, setGroupsShown] = useState(GROUPS_AT_FIRST);
  const visible = groups.slice(0, groupsShown);
  const open = visible.map((group) => group.propType).filter((type) => !closed.has(type));
  return (
    <div>
      <Accordion
        type="multiple"
        value={open}
        onValueChange={(next) =>
          setClosed((before) => {
            const after = new Set(before);
            visible.forEach(({ propType }) => (next.includes(propType) ? after.delete(propType) : after.add(propType)));
            return after;
          })
        }
      >
        {visible.map((group) => (
          <Item key={group.propType} value={group.propType}>
            <AccordionTrigger>
              {group.label} ({group.props.length})
            </AccordionTrigger>
            <AccordionContent>
              <GroupCards group={group} />
            </AccordionContent>
          </Item>
        ))}
      </Accordion>
      {groups.length > groupsShown && (
        <Button
          variant="secondary"
          style={{ marginTop: 16 }}
          onClick={() => setGroupsShown((count) => count + GROUPS_AT_FIRST)}
        >
          Show more prop types ({groups.length - groupsShown} more)
        </Button>
      )}
    </div>
  );
}
