import styled from 'styled-components';
import { PageBanner } from './page-banner.js';
import { PageHeader } from './page-header.js';
import { Skeleton } from './skeleton.js';

/** The layouts of the product's pages: a list of game rows, a grid of tiles, or summary cards over a table. */
export type PageSkeletonShape = 'list' | 'grid' | 'table';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.panel};
`;

const Grow = styled.div`
  display: grid;
  flex: 1;
  gap: ${({ theme }) => theme.space[2]};
`;

const Tiles = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const ROWS = [0, 1, 2, 3, 4, 5];

function GameRows() {
  return ROWS.map((row) => (
    <Row key={row}>
      <Grow>
        <Skeleton $height="14px" $width="55%" />
        <Skeleton $height="14px" $width="45%" />
      </Grow>
      <Skeleton $height="40px" $width="64px" />
      <Skeleton $height="40px" $width="64px" />
      <Skeleton $height="40px" $width="64px" />
    </Row>
  ));
}

function TableRows() {
  return ROWS.map((row) => (
    <Row key={row}>
      <Skeleton $height="14px" $width="20%" />
      <Skeleton $height="14px" $width="35%" />
      <Skeleton $height="14px" $width="15%" />
      <Skeleton $height="14px" $width="15%" />
    </Row>
  ));
}

/** A page's fixed title and its one line, when it has them (see @sb/contracts PAGE_HEADINGS). */
export type SkeletonHeading = { title: string; subtitle: string; banner?: boolean };

/**
 * The top of a loading page: its fixed heading, in the words and place the page will show it, else a title block.
 * Hidden from assistive tech: the heading is read out once the page itself has drawn it.
 */
export function PageSkeletonHeading({ heading }: { heading?: SkeletonHeading }) {
  if (!heading) return <Skeleton $height="28px" $width="40%" />;
  if (heading.banner) {
    return (
      <PageBanner aria-hidden="true">
        <div>
          <h1>{heading.title}</h1>
          <p>{heading.subtitle}</p>
        </div>
      </PageBanner>
    );
  }
  return (
    <div aria-hidden="true">
      <PageHeader title={heading.title} subtitle={heading.subtitle} />
    </div>
  );
}

/**
 * What a page shows while its code loads: its title and the outline of its content, never a spinner. Announced as
 * 'Loading' (role status); the blocks themselves are hidden from assistive tech.
 */
export function PageSkeleton({ shape, heading }: { shape: PageSkeletonShape; heading?: SkeletonHeading }) {
  return (
    <Page role="status" aria-label="Loading" data-skeleton={shape}>
      <PageSkeletonHeading heading={heading} />
      {shape === 'list' && (
        <>
          <Skeleton $height="32px" $width="70%" />
          <GameRows />
        </>
      )}
      {shape === 'grid' && (
        <>
          {!heading?.banner && <Skeleton $height="120px" />}
          <Tiles $min="150px">
            {ROWS.map((tile) => (
              <Skeleton key={tile} $height="140px" />
            ))}
          </Tiles>
        </>
      )}
      {shape === 'table' && (
        <>
          <Tiles $min="140px">
            {[0, 1, 2, 3].map((card) => (
              <Skeleton key={card} $height="72px" />
            ))}
          </Tiles>
          <TableRows />
        </>
      )}
    </Page>
  );
}
