import { holdsMoney } from '@sb/domain';
import { Button, Field, Input, Label, toast } from '@sb/web-kit';
import { Gift } from 'lucide-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useAdminUsers } from '../api/admin-queries';
import { Form } from '../components/form';
import { Panel } from '../components/panel';
import { UserSelect } from '../components/user-select';
import { useAddFreePlay } from './use-account-commands';

/**
 * Free play for one user (auditors, who hold no money, are not offered): a positive amount in dollars and cents
 * (the input's min and step say so too). Spec section 5 gives one message for a missing user or amount: 'Valid
 * amount is required'.
 */
export function AddFreePlayForm() {
  const users = (useAdminUsers().data ?? []).filter((user) => holdsMoney(user.role));
  const [userId, setUserId] = useState('');
  const [amount, setAmount] = useState('');
  const add = useAddFreePlay();
  const user = users.find((candidate) => candidate.id === userId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!user || amount.trim() === '' || !Number.isFinite(value) || value <= 0) {
      toast({ variant: 'destructive', title: 'Error', description: 'Valid amount is required' });
      return;
    }
    add.mutate({ userId: user.id, username: user.username, amount: value }, { onSuccess: () => setAmount('') });
  };

  return (
    <Panel title="Add Free Play" description="Free play can be staked on single bets only.">
      <Form onSubmit={submit} noValidate aria-label="Add free play">
        <UserSelect id="free-play-user" users={users} value={userId} onChange={setUserId} emptyLabel="Select a user" />
        <Field>
          <Label htmlFor="free-play-amount">Amount</Label>
          <Input
            id="free-play-amount"
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            placeholder="0.00"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
        <Button type="submit" loading={add.isPending}>
          {!add.isPending && <Gift size={16} aria-hidden />}
          Add Free Play
        </Button>
      </Form>
    </Panel>
  );
}
