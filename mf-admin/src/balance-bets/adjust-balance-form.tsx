import { Button, Field, Input, Label, toast } from '@sb/web-kit';
import { Scale } from 'lucide-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { AdminUser, BalanceType } from '../api/admin-types';
import { Form } from '../components/form';
import { Panel } from '../components/panel';
import { Segmented } from '../components/segmented';
import { parseSignedAmount } from './parse-amount';
import { useAdjustBalance } from './use-balance-commands';

const BALANCE_TYPES = [
  { value: 'cash', label: 'Cash' },
  { value: 'freePlay', label: 'Free Play' },
] as const;

/** A signed change to one balance of the picked user: +50 adds, -25 subtracts. */
export function AdjustBalanceForm({ user }: { user: AdminUser | undefined }) {
  const [amount, setAmount] = useState('');
  const [balanceType, setBalanceType] = useState<BalanceType>('cash');
  const adjust = useAdjustBalance();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const value = parseSignedAmount(amount);
    if (value === null) {
      toast({ variant: 'destructive', title: 'Invalid Amount', description: 'Please enter a valid number' });
      return;
    }
    adjust.mutate(
      { userId: user.id, username: user.username, amount: value, balanceType },
      { onSuccess: () => setAmount('') },
    );
  };

  const ready = user !== undefined && amount.trim() !== '';
  return (
    <Panel
      title="Adjust Balance"
      description={user ? `Positive adds to ${user.username}, negative subtracts.` : 'Pick a user first.'}
    >
      <Form onSubmit={submit} noValidate aria-label="Adjust balance">
        <Segmented legend="Balance" options={BALANCE_TYPES} value={balanceType} onChange={setBalanceType} />
        <Field>
          <Label htmlFor="adjust-amount">Amount</Label>
          {/* Text, not number: a phone's number pad often has no minus key, and a signed amount needs one. */}
          <Input
            id="adjust-amount"
            autoComplete="off"
            placeholder="e.g. 50 or -25"
            value={amount}
            disabled={!user}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
        {/* Grey until it can be used: a dimmed green still reads as a live button. */}
        <Button
          type="submit"
          variant={ready || adjust.isPending ? 'primary' : 'secondary'}
          loading={adjust.isPending}
          disabled={!ready}
        >
          {!adjust.isPending && <Scale size={16} aria-hidden />}
          Adjust Balance
        </Button>
      </Form>
    </Panel>
  );
}
