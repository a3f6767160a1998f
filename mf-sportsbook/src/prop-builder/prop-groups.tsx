import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, ErrorPanel } from '@sb/web-kit';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@sb/web-kit/disclosure';
import { useState } from 'react';
import styled from 'styled-components';
import { PropCard } from './prop-card';
import type { PropGroup } from './prop-board';
import { propsUrl } from './prop-board';
import { PropCardSkeletons } from './prop-card-skeleton';
import type { PlayerPropsPage } from './prop-types';

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

/** One prop type's cards, asked of the server a page at a time (only while its group is open). */
function GroupCards({ group, tab, search }: { group: PropGroup; tab: string; search: string }) {
  const [shown, setShown] = useState(CARDS_PER_GROUP);
  const page = useQuery<PlayerPropsPage>({
    queryKey: [propsUrl({ tab, search, propType: group.propType, limit: shown })],
    // The cards already drawn stay while the longer page comes.
    placeholderData: keepPreviousData,
  });
  const props = page.data?.playerProps ?? [];
  const left = group.count - props.length;
  if (page.isPending) return <PropCardSkeletons count={Math.min(group.count, CARDS_PER_GROUP)} />;
  if (page.isError) {
    return (
      <ErrorPanel title="Props could not be loaded" message="Please try again." onRetry={() => void page.refetch()} />
    );
  }
  return (
    <Cards>
      {props.map((prop) => (
        <PropCard key={prop.id} prop={prop} />
      ))}
      {left > 0 && (
        <More variant="ghost" size="sm" loading={page.isFetching} onClick={() => setShown(props.length + MORE_CARDS)}>
          Show {Math.min(left, MORE_CARDS)} more of {left}
        </More>
      )}
    </Cards>
  );
}

/**
 * Spec section 2: props grouped by prop type in accordions, all open until the player closes one. The groups and
 * their counts come from one small query; each open group asks for its own first cards.
 */
export function PropGroups({ groups, tab, search }: { groups: PropGroup[]; tab: string; search: string }) {
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
              {group.label} ({group.count})
            </AccordionTrigger>
            <AccordionContent>
              <GroupCards group={group} tab={tab} search={search} />
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
