import { Button, Field, Input, Label, Switch, toast } from '@sb/web-kit';
import { UserPlus } from 'lucide-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import { Form } from '../components/form';
import { Panel } from '../components/panel';
import { Segmented } from '../components/segmented';
import type { NewUser } from '../api/admin-commands';
import { useCreateUser } from './use-account-commands';

/** Spec section 9: a new user starts with 1000 unless the admin says otherwise. */
export const DEFAULT_STARTING_BALANCE = '1000';

const SwitchRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  label {
    margin: 0;
  }
`;

type Role = NewUser['role'];

const ROLE_OPTIONS: readonly { value: Role; label: string }[] = [
  { value: 'player', label: 'Player' },
  { value: 'admin', label: 'Admin' },
  { value: 'auditor', label: 'Auditor' },
];

const blank = { username: '', password: '', balance: DEFAULT_STARTING_BALANCE, role: 'player' as Role };

/**
 * An approved account made by an admin, with its starting balance and role. The admin switch (the spec's flag)
 * and the role choice beside it say the same thing; an auditor holds no money, so their balance is 0.
 */
export function CreateUserForm() {
  const [fields, setFields] = useState(blank);
  const create = useCreateUser();
  const set = (change: Partial<typeof blank>) => setFields((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = fields.username.trim();
    if (username === '' || fields.password === '') {
      toast({ variant: 'destructive', title: 'Error', description: 'Username and password are required' });
      return;
    }
    // An emptied balance field means the default, not zero; anything else is checked by the server.
    const typed = fields.balance.trim() === '' ? Number(DEFAULT_STARTING_BALANCE) : Number(fields.balance);
    const { role } = fields;
    const balance = role === 'auditor' ? 0 : typed;
    create.mutate(
      { username, password: fields.password, balance, isAdmin: role === 'admin', role },
      { onSuccess: () => setFields(blank) },
    );
  };

  return (
    <Panel title="Create User" description="The account is approved at once.">
      <Form onSubmit={submit} noValidate aria-label="Create user">
        <Field>
          <Label htmlFor="create-user-username">Username</Label>
          <Input
            id="create-user-username"
            autoComplete="off"
            value={fields.username}
            onChange={(event) => set({ username: event.target.value })}
          />
        </Field>
        <Field>
          <Label htmlFor="create-user-password">Password</Label>
          <Input
            id="create-user-password"
            type="password"
            autoComplete="new-password"
            value={fields.password}
            onChange={(event) => set({ password: event.target.value })}
          />
        </Field>
        <Field>
          <Label htmlFor="create-user-balance">Starting Balance</Label>
          <Input
            id="create-user-balance"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={fields.role === 'auditor' ? '0' : fields.balance}
            disabled={fields.role === 'auditor'}
            onChange={(event) => set({ balance: event.target.value })}
          />
        </Field>
        <SwitchRow>
          <Switch
            id="create-user-admin"
            checked={fields.role === 'admin'}
            onCheckedChange={(isAdmin) => set({ role: isAdmin ? 'admin' : 'player' })}
          />
          <Label htmlFor="create-user-admin">Admin</Label>
        </SwitchRow>
        <Segmented legend="Role" options={ROLE_OPTIONS} value={fields.role} onChange={(role) => set({ role })} />
        <Button type="submit" loading={create.isPending}>
          {!create.isPending && <UserPlus size={16} aria-hidden />}
          Create User
        </Button>
      </Form>
    </Panel>
  );
}
