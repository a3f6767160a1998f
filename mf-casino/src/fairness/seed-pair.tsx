import type { TFairnessDto } from '@sb/contracts';
import { Button, Input, Label } from '@sb/web-kit';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  dd {
    margin: 2px 0 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const SeedForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  > input {
    min-width: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  }
`;

type SeedPairProps = {
  pair: TFairnessDto;
  saving: boolean;
  onSaveClientSeed: (clientSeed: string) => void;
};

/** The committed server seed hash, the editable client seed and the nonce of the next round. */
export function SeedPair({ pair, saving, onSaveClientSeed }: SeedPairProps) {
  const [draft, setDraft] = useState(pair.clientSeed);
  useEffect(() => setDraft(pair.clientSeed), [pair.clientSeed]);
  const changed = draft.trim() !== '' && draft !== pair.clientSeed;
  return (
    <Facts>
      <div>
        <dt>Server seed hash (SHA-256)</dt>
        <dd aria-label="Server seed hash">{pair.serverSeedHash}</dd>
      </div>
      <div>
        <dt>
          <Label htmlFor="casino-client-seed" as="label" style={{ margin: 0 }}>
            Client seed
          </Label>
        </dt>
        <dd>
          <SeedForm
            onSubmit={(event) => {
              event.preventDefault();
              if (changed) onSaveClientSeed(draft.trim());
            }}
          >
            <Input
              id="casino-client-seed"
              value={draft}
              maxLength={64}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={!changed} loading={saving}>
              Save
            </Button>
          </SeedForm>
        </dd>
      </div>
      <div>
        <dt>Nonce</dt>
        <dd aria-label="Nonce">{pair.nonce}</dd>
      </div>
    </Facts>
  );
}
